import { describe, expect, it } from 'vitest';
import { uploadedFileHeaders, withSecurityHeaders } from './security-headers';

const policyOf = (headers: Record<string, string> = {}) => withSecurityHeaders(new Response('x', { headers })).headers.get('content-security-policy');

describe('withSecurityHeaders', () => {
  it('gives an answer without a policy the page directives', () => {
    expect(policyOf()).toBe("frame-ancestors 'self'; base-uri 'none'; object-src 'none'; form-action 'self'");
  });

  it("adds to Astro's policy only the directives it lacks, so none is sent twice", () => {
    expect(policyOf({ 'content-security-policy': "default-src 'self'; base-uri 'none'; script-src 'self' 'sha256-abc';" })).toBe(
      "default-src 'self'; base-uri 'none'; script-src 'self' 'sha256-abc'; frame-ancestors 'self'; object-src 'none'; form-action 'self'",
    );
  });

  it("keeps an uploaded file's own policy whole", () => {
    const { 'content-security-policy': policy } = uploadedFileHeaders('application/pdf', 'x.pdf');
    expect(policyOf({ 'content-security-policy': policy! })).toBe(policy);
  });

  it('sets frame, sniffing and referrer headers, also on a redirect whose headers cannot change', () => {
    const redirect = withSecurityHeaders(Response.redirect('http://acme.localhost/', 302));
    expect([redirect.status, redirect.headers.get('location'), redirect.headers.get('x-frame-options'), redirect.headers.get('x-content-type-options'), redirect.headers.get('referrer-policy')]).toEqual([
      302,
      'http://acme.localhost/',
      'SAMEORIGIN',
      'nosniff',
      'strict-origin-when-cross-origin',
    ]);
  });
});

describe('uploadedFileHeaders', () => {
  it('shows pictures, sound and video, downloads anything else, and sandboxes both', () => {
    expect(uploadedFileHeaders('image/png', 'a_b.png')['content-disposition']).toBe("inline; filename*=UTF-8''a_b.png");
    expect(uploadedFileHeaders('video/mp4', 'v.mp4')['content-disposition']).toMatch(/^inline;/);
    expect(uploadedFileHeaders('application/pdf', 'scan.png')['content-disposition']).toBe("attachment; filename*=UTF-8''scan.png");
    expect(uploadedFileHeaders('text/plain', 'n.txt')['content-security-policy']).toMatch(/^sandbox;/);
  });
});

import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { FormData, SiteClient } from '@halaqa/infra/testing/site-client';
import { ACME, useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * Issue #10, item 14: every answer says who may frame it, pages carry a script policy, and an
 * uploaded file opened on its own runs nothing and is downloaded unless it is a picture, sound
 * or video.
 */
const sites = useTwoSites();
let owner: SiteClient;

beforeAll(async () => {
  owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
});

function expectFrameProtection(response: { headers: Headers | { get(name: string): string | null } }) {
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
}

async function upload(client: SiteClient, name: string, bytes: Buffer | string, fields: Record<string, string>) {
  const body = new FormData();
  body.set('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  const response = await client.request('POST', '/api/files/upload', { form: body });
  return (await response.json()) as { key: string };
}

describe('pages', () => {
  it('forbid framing by other sites, on a first and on a cached visit', async () => {
    const visitor = new SiteClient(sites.acme);
    const first = await visitor.request('GET', '/courses');
    const again = await visitor.request('GET', '/courses');
    expect(again.headers.get('x-halaqa-cache')).toBe('hit');
    for (const response of [first, again]) expectFrameProtection(response);
  });

  it('carry a script policy without inline scripts (only this site and the hashes of its own bundles), on a cached visit too', async () => {
    const visitor = new SiteClient(sites.acme);
    for (const state of ['miss', 'hit']) {
      const home = await visitor.request('GET', '/');
      expect(home.headers.get('x-halaqa-cache')).toBe(state);
      const policy = home.headers.get('content-security-policy') ?? '';
      const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc).toMatch(/^\s*script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+\s*$/);
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("frame-ancestors 'self'");
    }
  });

  it('say the same on API replies, error pages and unknown sites', async () => {
    expectFrameProtection(await new SiteClient(sites.acme).request('GET', '/api/users/info'));
    expectFrameProtection(await new SiteClient(sites.acme).request('GET', '/no-such-page'));
    expectFrameProtection(await new SiteClient(sites.site.origin('nobody.localhost')).request('GET', '/'));
  });
});

describe('uploaded files', () => {
  it('are sandboxed, and a PDF named .png is downloaded, not shown', async () => {
    const { client } = await newSignedInStudent(sites.acme);
    const { key } = await upload(client, 'scan.png', '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF', { visibility: 'private', segment: 'submissions' });
    const served = await client.request('GET', `/files/${key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename\*=UTF-8''[0-9a-f]{8}_scan\.png$/);
    expect(served.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
    expect(served.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('show pictures in the browser, still sandboxed', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#00aa00' } }).png().toBuffer();
    const { key } = await upload(owner, 'Logo.png', png, { segment: 'images' });
    const served = await new SiteClient(sites.acme).request('GET', `/files/${key}`);
    expect(served.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(served.headers.get('content-security-policy')).toMatch(/^sandbox; /);
  });
});

describe("the site's built files", () => {
  // The Node adapter is patched to list them once at start and to send every other path to the
  // pages at once (pnpm-workspace.yaml): they must still be served as files, and nothing else.
  it('are served with a long cache, beside pages that are rendered', async () => {
    const visitor = new SiteClient(sites.acme);
    const page = await visitor.request('GET', '/courses');
    expect(page.status).toBe(200);
    const stylesheet = /href="(\/_astro\/[^"]+\.css)"/.exec(await page.text())?.[1];
    expect(stylesheet).toBeDefined();
    const css = await visitor.request('GET', stylesheet!);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect(css.headers.get('cache-control')).toContain('immutable');
    const icon = await visitor.request('GET', '/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
    expect((await visitor.request('GET', '/_astro/no-such-file.css')).status).toBe(404);
  });
});

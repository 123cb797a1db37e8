/**
 * Headers every answer of the site carries (issue #10, item 14). A page's script and style
 * policy comes from Astro, which sends it as a header with the hashes of the scripts it bundled
 * (astro.config.mjs `security.csp`; the page cache keeps it with the page). Here it gains who may
 * frame the page and the other directives that hold for every answer, API replies, error pages
 * and cached pages included.
 */
const PAGE_DIRECTIVES = ["frame-ancestors 'self'", "base-uri 'none'", "object-src 'none'", "form-action 'self'"];

/**
 * Uploaded files are other people's bytes. Opened on their own, they run nothing (`sandbox`
 * gives them an opaque origin with scripts, forms and plugins off) and load nothing; only
 * pictures, sound and video are shown in the browser, everything else is downloaded.
 */
const FILE_POLICY = "sandbox; default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";
const SHOWN_INLINE = /^(image|audio|video)\//;

export function withSecurityHeaders(response: Response): Response {
  const target = withMutableHeaders(response);
  const headers = target.headers;
  headers.set('content-security-policy', withPageDirectives(headers.get('content-security-policy') ?? ''));
  headers.set('x-frame-options', 'SAMEORIGIN');
  headers.set('x-content-type-options', 'nosniff');
  headers.set('referrer-policy', 'strict-origin-when-cross-origin');
  return target;
}

/**
 * Astro's policy for a page (scripts, styles, sources) gains the directives it lacks; a policy
 * that already says who may frame it (an uploaded file's) is kept whole.
 */
function withPageDirectives(policy: string): string {
  const present = new Set(policy.split(';').map((directive) => directive.trim().split(/\s+/)[0]).filter(Boolean));
  if (present.has('frame-ancestors')) return policy;
  const missing = PAGE_DIRECTIVES.filter((directive) => !present.has(directive.split(' ')[0]!));
  return [policy.trim().replace(/;$/, ''), ...missing].filter(Boolean).join('; ');
}

/** Some responses (Response.redirect, fetched ones) have immutable headers: those are copied. */
function withMutableHeaders(response: Response): Response {
  try {
    response.headers.set('x-frame-options', 'SAMEORIGIN');
    return response;
  } catch {
    return new Response(response.body, response);
  }
}

/** The headers that decide how a stored file of `contentType` named `fileName` is opened. */
export function uploadedFileHeaders(contentType: string, fileName: string): Record<string, string> {
  const disposition = SHOWN_INLINE.test(contentType) ? 'inline' : 'attachment';
  return {
    'content-type': contentType,
    'content-security-policy': FILE_POLICY,
    'content-disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(fileName)}`,
  };
}

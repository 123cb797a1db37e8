/**
 * Headers every answer of the site carries (issue #10, item 14). The page's script and style
 * policy is in the page itself: Astro writes a `<meta http-equiv="content-security-policy">`
 * with the hashes of the scripts it bundled (astro.config.mjs `security.csp`). A `<meta>` policy
 * cannot say who may frame the page, so that part is sent here as a header, on every answer,
 * cached pages included (browsers enforce both policies).
 */
const PAGE_POLICY = ["frame-ancestors 'self'", "base-uri 'self'", "object-src 'none'", "form-action 'self'"].join('; ');

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
  // Astro's own policy for a page (scripts and styles) gains ours; an uploaded file's is kept whole.
  const policy = headers.get('content-security-policy');
  if (!policy) headers.set('content-security-policy', PAGE_POLICY);
  else if (!policy.includes('frame-ancestors')) headers.set('content-security-policy', `${policy.trim().replace(/;$/, '')}; ${PAGE_POLICY}`);
  headers.set('x-frame-options', 'SAMEORIGIN');
  headers.set('x-content-type-options', 'nosniff');
  headers.set('referrer-policy', 'strict-origin-when-cross-origin');
  return target;
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

import type { APIRoute } from 'astro';
import { readFile } from '@halaqa/cms/services/files/read-file';
import { isFileKey } from '@halaqa/shared/file-keys';
import { byteRangeOf } from '../../server/byte-range';
import { tenantContext } from '../../server/endpoint';
import { uploadedFileHeaders } from '../../server/security-headers';

/**
 * GET /files/{key}: a stored file of this site. Public files are cached for a year (keys never
 * change content); private ones are not cached and go only to who may see them. `nosniff` stops
 * a browser from running a file as something other than its checked type; pictures, sound and
 * video are shown, anything else is downloaded, and nothing opened runs (server/security-headers).
 * Byte ranges are answered (206), so a lesson video can start from any point.
 */
export const GET: APIRoute = async (context) => {
  const key = context.params.key ?? '';
  const file = isFileKey(key) ? await readFile(tenantContext(context), key, context.locals.user) : null;
  if (!file) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const headers: Record<string, string> = {
    ...uploadedFileHeaders(file.contentType, key.slice(key.lastIndexOf('/') + 1)),
    'x-content-type-options': 'nosniff',
    'accept-ranges': 'bytes',
    'cache-control': file.visibility === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store',
  };
  const size = file.bytes.byteLength;
  const range = byteRangeOf(context.request.headers.get('range'), size);
  if (range.kind === 'unsatisfiable') return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${size}` } });
  if (range.kind === 'partial') {
    const part = Buffer.from(file.bytes.subarray(range.start, range.end + 1));
    return new Response(part, { status: 206, headers: { ...headers, 'content-range': `bytes ${range.start}-${range.end}/${size}` } });
  }
  return new Response(Buffer.from(file.bytes), { headers });
};

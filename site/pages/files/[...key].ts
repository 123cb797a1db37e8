import type { APIContext, APIRoute } from 'astro';
import { readImageVariant } from '@halaqa/cms/services/files/image-variants';
import { findReadableFile } from '@halaqa/cms/services/files/find-readable-file';
import { streamFile } from '@halaqa/cms/services/files/stream-file';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { isFileKey } from '@halaqa/shared/file-keys';
import { requestedImageWidth, type ImageWidth } from '@halaqa/shared/image-widths';
import { byteRangeOf } from '../../server/byte-range';
import { endpoint, tenantContext } from '../../server/endpoint';
import { uploadedFileHeaders } from '../../server/security-headers';

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/**
 * GET /files/{key}: a stored file of this site. Public files are cached for a year (keys never
 * change content); private ones are not cached and go only to who may see them. `nosniff` stops
 * a browser from running a file as something other than its checked type; pictures, sound and
 * video are shown, anything else is downloaded, and nothing opened runs (server/security-headers).
 * Byte ranges are answered (206), so a lesson video can start from any point; the bytes are
 * streamed from the store, only those asked for (issue #16), never held whole in memory.
 * `?w=640`: a public image at one of the served widths, as WebP (image-widths); any other width
 * is a 400, so the set of kept variants stays small.
 */
export const GET: APIRoute = endpoint(async (context) => {
  const key = context.params.key ?? '';
  const width = requestedImageWidth(context.url.searchParams.get('w'));
  if (width === 'invalid') throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.invalidField', field: 'w' });
  if (!isFileKey(key)) return notFound();
  return width === null ? wholeFile(context, key) : imageVariant(context, key, width);
});

async function imageVariant(context: APIContext, key: string, width: ImageWidth): Promise<Response> {
  const variant = await readImageVariant(tenantContext(context), key, width, context.locals.user);
  if (!variant) return notFound();
  return new Response(Buffer.from(variant), {
    headers: {
      ...uploadedFileHeaders('image/webp', `${key.slice(key.lastIndexOf('/') + 1)}.webp`),
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}

async function wholeFile(context: APIContext, key: string): Promise<Response> {
  const ctx = tenantContext(context);
  const file = await findReadableFile(ctx, key, context.locals.user);
  if (!file) return notFound();
  const headers: Record<string, string> = {
    ...uploadedFileHeaders(file.contentType, key.slice(key.lastIndexOf('/') + 1)),
    'x-content-type-options': 'nosniff',
    'accept-ranges': 'bytes',
    'cache-control': file.visibility === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store',
  };
  const { size } = file;
  const range = byteRangeOf(context.request.headers.get('range'), size);
  if (range.kind === 'unsatisfiable') return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${size}` } });
  // An empty file has no bytes to range over: it is sent whole.
  const span = range.kind === 'partial' && size > 0 ? { start: range.start, end: range.end } : undefined;
  const length = span ? span.end - span.start + 1 : size;
  // A HEAD request gets the headers only: a stream opened for it would never be read or closed.
  const body = context.request.method === 'HEAD' ? null : await streamFile(ctx, key, span);
  if (!body && context.request.method !== 'HEAD') return notFound();
  // A reader that goes away mid-file: the stream is cancelled, so its file handle closes.
  if (body) context.request.signal.addEventListener('abort', () => void body.cancel().catch(() => {}), { once: true });
  if (!span) return new Response(body, { headers: { ...headers, 'content-length': String(length) } });
  return new Response(body, { status: 206, headers: { ...headers, 'content-length': String(length), 'content-range': `bytes ${span.start}-${span.end}/${size}` } });
}

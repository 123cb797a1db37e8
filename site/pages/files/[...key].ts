import type { APIRoute } from 'astro';
import { readFile } from '@halaqa/cms/services/files/read-file';
import { isFileKey } from '@halaqa/shared/file-keys';
import { tenantContext } from '../../server/endpoint';

/**
 * GET /files/{key}: a stored file of this site. Public files are cached for a year (keys never
 * change content); private ones are not cached and go only to who may see them. `nosniff` stops
 * a browser from running a file as something other than its checked type.
 */
export const GET: APIRoute = async (context) => {
  const key = context.params.key ?? '';
  const file = isFileKey(key) ? await readFile(tenantContext(context), key, context.locals.user) : null;
  if (!file) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(Buffer.from(file.bytes), {
    headers: {
      'content-type': file.contentType,
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'cache-control': file.visibility === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store',
    },
  });
};

import { TENANT_HOST_HEADER } from '../api-client';

export type UploadOutcome = { key: string } | { error: string | null };

/**
 * POST /api/files/upload (multipart field `file`, public): the reply carries the file's key, or
 * the server's own error text such as "File name is invalid. File names should be in english
 * letters only." (null when the reply had none). A network failure throws.
 */
export async function uploadImage(file: File, segment: string): Promise<UploadOutcome> {
  const body = new FormData();
  body.set('file', file);
  body.set('segment', segment);
  const response = await fetch('/api/files/upload', {
    method: 'POST',
    credentials: 'include',
    headers: { [TENANT_HOST_HEADER]: window.location.origin },
    body,
  });
  const reply = (await response.json().catch(() => ({}))) as { key?: unknown; error?: unknown };
  if (response.ok && typeof reply.key === 'string') return { key: reply.key };
  return { error: typeof reply.error === 'string' ? reply.error : null };
}

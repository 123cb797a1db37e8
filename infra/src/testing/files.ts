import { FormData, type SiteClient } from './site-client';

/** Uploads `bytes` as `name` through the site's file call (POST /api/files/upload) and returns the file's key. */
export async function uploadFile(client: SiteClient, name: string, bytes: Uint8Array, fields: Record<string, string> = {}): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const response = await client.request('POST', '/api/files/upload', { form });
  const body = (await response.json()) as { key?: string; error?: string };
  if (response.status !== 200 || !body.key) throw new Error(`Upload of ${name} failed (${response.status}): ${body.error}`);
  return body.key;
}

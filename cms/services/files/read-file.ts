import type { TenantContext } from '../context';
import type { Actor } from '../users/actor';
import { fileStore } from './file-store';
import { findReadableFile } from './find-readable-file';

export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
  visibility: 'public' | 'private';
}

/**
 * A file of the request's tenant by key, or null when it does not exist here or the reader may
 * not see it: private files only for their uploader, the owner, and the managers of a course to
 * which the uploader submitted it as assignment work (not found for anyone else).
 */
export async function readFile(ctx: TenantContext, key: string, reader: Actor | null): Promise<StoredFile | null> {
  const record = await findReadableFile(ctx, key, reader);
  if (!record) return null;
  const bytes = await fileStore().get(ctx.tenant.id, key);
  return bytes ? { bytes, ...record } : null;
}

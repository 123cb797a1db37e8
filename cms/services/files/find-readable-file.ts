import { isOwner } from '@halaqa/shared/rights';
import type { TenantContext } from '../context';
import { idOf } from '../context';
import { managesSubmissionWithFile } from '../courses/assessment/assignments/manages-submission-with-file';
import { tenantDb } from '../tenant-db';
import type { Actor } from '../users/actor';

/** What is known of a readable file before its bytes are read. */
export interface ReadableFile {
  contentType: string;
  visibility: 'public' | 'private';
  /** Its length in bytes, as recorded when it was uploaded. */
  size: number;
}

/** What readFile would serve, without the bytes: null when missing here or not for this reader. */
export async function findReadableFile(ctx: TenantContext, key: string, reader: Actor | null): Promise<ReadableFile | null> {
  // Visibility is checked below.
  const record = await tenantDb(ctx).findOne({ collection: 'files', where: { key: { equals: key } } });
  if (!record) return null;
  if (record.visibility === 'private' && !(reader && (await mayReadPrivate(ctx, key, idOf(record.owner)!, reader)))) return null;
  return { contentType: record.contentType, visibility: record.visibility, size: record.size };
}

async function mayReadPrivate(ctx: TenantContext, key: string, uploaderId: string, reader: Actor): Promise<boolean> {
  return uploaderId === reader.id || isOwner(reader) || managesSubmissionWithFile(ctx, reader, key, uploaderId);
}

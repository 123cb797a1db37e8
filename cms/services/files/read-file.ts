import { isOwner } from '@halaqa/shared/rights';
import type { TenantContext } from '../context';
import { idOf } from '../context';
import { managesSubmissionWithFile } from '../courses/assessment/assignments/manages-submission-with-file';
import { tenantDb } from '../tenant-db';
import type { Actor } from '../users/actor';
import { fileStore, type ByteSpan } from './file-store';

export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
  visibility: 'public' | 'private';
}

/** What is known of a readable file before its bytes are read. */
export interface ReadableFile {
  contentType: string;
  visibility: 'public' | 'private';
  /** Its length in bytes, as recorded when it was uploaded. */
  size: number;
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

/** What readFile would serve, without the bytes: null when missing here or not for this reader. */
export async function findReadableFile(ctx: TenantContext, key: string, reader: Actor | null): Promise<ReadableFile | null> {
  // Visibility is checked below.
  const record = await tenantDb(ctx).findOne({ collection: 'files', where: { key: { equals: key } } });
  if (!record) return null;
  if (record.visibility === 'private' && !(reader && (await mayReadPrivate(ctx, key, idOf(record.owner)!, reader)))) return null;
  return { contentType: record.contentType, visibility: record.visibility, size: record.size };
}

/**
 * The bytes of a file findReadableFile allowed, all or `span` of them, streamed from the store
 * as they are sent (a video's seek reads only its range); null when the bytes are missing.
 */
export function streamFile(ctx: TenantContext, key: string, span?: ByteSpan): Promise<ReadableStream<Uint8Array> | null> {
  return fileStore().stream(ctx.tenant.id, key, span);
}

async function mayReadPrivate(ctx: TenantContext, key: string, uploaderId: string, reader: Actor): Promise<boolean> {
  return uploaderId === reader.id || isOwner(reader) || managesSubmissionWithFile(ctx, reader, key, uploaderId);
}

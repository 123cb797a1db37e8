import type { TenantContext } from '../context';
import { fileStore, type ByteSpan } from './file-store';

/**
 * The bytes of a file findReadableFile allowed, all or `span` of them, streamed from the store
 * as they are sent (a video's seek reads only its range); null when the bytes are missing.
 */
export function streamFile(ctx: TenantContext, key: string, span?: ByteSpan): Promise<ReadableStream<Uint8Array> | null> {
  return fileStore().stream(ctx.tenant.id, key, span);
}

import { cmsEnv } from '../../env';
import { LocalDiskStore } from './local-disk-store';
import { S3Store } from './s3-store';

/**
 * Where file bytes live: local disk (FILES_DIR, default .data/files) unless the S3_* variables
 * name an S3-compatible bucket. Either way every tenant has its own folder or key prefix (its
 * id), so one tenant's key can never reach another tenant's file. The `files` collection keeps
 * what a file is; only its bytes are here.
 */
/** Bytes `start` to `end` of a file, both included (as HTTP's Range counts them). */
export interface ByteSpan {
  start: number;
  end: number;
}

export interface FileStore {
  put(tenantId: string, key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. For what is used whole (images, PDFs). */
  get(tenantId: string, key: string): Promise<Uint8Array | null>;
  /**
   * The bytes of `span`, or all of them, as they are read (issue #16: seeking in a 100 MB video
   * reads only what is asked, and nothing is held whole in memory); null when nothing is stored.
   */
  stream(tenantId: string, key: string, span?: ByteSpan): Promise<ReadableStream<Uint8Array> | null>;
  /** Removes the bytes; removing what is not there is no error. */
  delete(tenantId: string, key: string): Promise<void>;
}

let store: FileStore | undefined;

export function fileStore(): FileStore {
  const env = cmsEnv();
  store ??= env.s3 ? new S3Store(env.s3) : new LocalDiskStore(env.FILES_DIR);
  return store;
}

import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ByteSpan, FileStore } from './file-store';
import { tenantPathOf } from './tenant-path';

/** Files under `{root}/{tenantId}/{key}`: the default, and all a single machine needs. */
export class LocalDiskStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(tenantId: string, key: string): string {
    return path.join(this.root, ...tenantPathOf(tenantId, key).split('/'));
  }

  /**
   * Written beside its place, then renamed onto it (one atomic step on the same file system): a
   * reader, or a server started again after one was killed mid-write, finds the file whole or
   * not at all, never cut short. A certificate's PDF is printed once and then read back from
   * here for good (printed-certificate.ts), so a half-written one would stay broken. A kill
   * leaves at most a `.partial` file beside it, which no key names.
   */
  async put(tenantId: string, key: string, bytes: Uint8Array): Promise<void> {
    const file = this.pathOf(tenantId, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomUUID()}.partial`;
    try {
      await fs.writeFile(partial, bytes);
      await fs.rename(partial, file);
    } catch (error) {
      await fs.rm(partial, { force: true });
      throw error;
    }
  }

  async get(tenantId: string, key: string): Promise<Uint8Array | null> {
    try {
      return await fs.readFile(this.pathOf(tenantId, key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async stream(tenantId: string, key: string, span?: ByteSpan): Promise<ReadableStream<Uint8Array> | null> {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.pathOf(tenantId, key), 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    // The handle closes when the stream ends or the reader goes away (autoClose).
    return Readable.toWeb(handle.createReadStream({ start: span?.start, end: span?.end })) as ReadableStream<Uint8Array>;
  }

  async delete(tenantId: string, key: string): Promise<void> {
    await fs.rm(this.pathOf(tenantId, key), { force: true });
  }
}

/** A key that holds nothing here (a folder on its way may be missing, or be a file). */
function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

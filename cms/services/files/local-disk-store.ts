import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from './file-store';
import { tenantPathOf } from './tenant-path';

/** Files under `{root}/{tenantId}/{key}`: the default, and all a single machine needs. */
export class LocalDiskStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(tenantId: string, key: string): string {
    return path.join(this.root, ...tenantPathOf(tenantId, key).split('/'));
  }

  async put(tenantId: string, key: string, bytes: Uint8Array): Promise<void> {
    const file = this.pathOf(tenantId, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, bytes);
  }

  async get(tenantId: string, key: string): Promise<Uint8Array | null> {
    try {
      return await fs.readFile(this.pathOf(tenantId, key));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return null;
      throw error;
    }
  }

  async delete(tenantId: string, key: string): Promise<void> {
    await fs.rm(this.pathOf(tenantId, key), { force: true });
  }
}

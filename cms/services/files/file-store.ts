import fs from 'node:fs/promises';
import path from 'node:path';
import { cmsEnv } from '../../env';

/**
 * Where file bytes live. Local disk (FILES_DIR, default .data/files) is the default; every
 * tenant has its own folder, so one tenant's key can never reach another tenant's file.
 */
export interface FileStore {
  put(tenantId: string, key: string, bytes: Uint8Array): Promise<void>;
  get(tenantId: string, key: string): Promise<Uint8Array | null>;
}

class LocalDiskStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(tenantId: string, key: string): string {
    const resolved = path.resolve(this.root, tenantId, key);
    // Keys are validated before they get here; this keeps any path inside the tenant's folder.
    if (!resolved.startsWith(path.resolve(this.root, tenantId) + path.sep)) throw new Error(`Key escapes its folder: ${key}`);
    return resolved;
  }

  async put(tenantId: string, key: string, bytes: Uint8Array): Promise<void> {
    const file = this.pathOf(tenantId, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, bytes);
  }

  async get(tenantId: string, key: string): Promise<Uint8Array | null> {
    try {
      return await fs.readFile(this.pathOf(tenantId, key));
    } catch {
      return null;
    }
  }
}

let store: FileStore | undefined;

export function fileStore(): FileStore {
  store ??= new LocalDiskStore(cmsEnv().FILES_DIR);
  return store;
}

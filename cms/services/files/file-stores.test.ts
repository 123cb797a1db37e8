import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Stub, type S3Stub } from '@halaqa/infra/testing/s3-stub';
import type { FileStore } from './file-store';
import { LocalDiskStore } from './local-disk-store';
import { S3Store } from './s3-store';

/**
 * Both file stores keep the same promises: bytes back as they went in, null for a missing key,
 * delete, and each tenant under its own id. The S3 store is the production client talking S3's
 * HTTP protocol (signed, path-style) to a stub bucket on loopback.
 */
const ACME = '3f1c2b9e-0000-4000-8000-000000000001';
const OTHER = '3f1c2b9e-0000-4000-8000-000000000002';
// A space, as file names may have, travels percent-encoded and must still sign and match.
const KEY = 'public/images/17000000001234/a1b2c3d4_School Logo.png';
const BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x10, 0x0d, 0x0a]);

/** The bytes as a plain array, so a Buffer and a Uint8Array holding the same bytes compare equal. */
const bytesOf = (value: Uint8Array | null | undefined) => value && Array.from(value);

let stub: S3Stub;
let filesDir: string;

beforeAll(async () => {
  stub = await startS3Stub();
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halaqa-store-'));
});

afterAll(async () => {
  await stub.stop();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

const s3Store = () =>
  new S3Store({ bucket: stub.bucket, region: stub.region, endpoint: stub.endpoint, accessKeyId: stub.accessKeyId, secretAccessKey: stub.secretAccessKey, forcePathStyle: true });

/** What the store holds for a tenant's key, read behind its back. */
const stored: Record<string, (tenantId: string, key: string) => Uint8Array | undefined> = {
  'local disk': (tenantId, key) => {
    const file = path.join(filesDir, tenantId, ...key.split('/'));
    return fs.existsSync(file) ? new Uint8Array(fs.readFileSync(file)) : undefined;
  },
  S3: (tenantId, key) => {
    const object = stub.object(`${tenantId}/${key}`);
    return object && new Uint8Array(object.bytes);
  },
};

describe.each([
  { name: 'local disk', make: (): FileStore => new LocalDiskStore(filesDir) },
  { name: 'S3', make: s3Store },
])('$name store', ({ name, make }) => {
  const behind = stored[name]!;

  it('stores bytes under the tenant id and gives them back unchanged', async () => {
    const store = make();
    await store.put(ACME, KEY, BYTES);
    expect(bytesOf(behind(ACME, KEY))).toEqual(bytesOf(BYTES));
    expect(bytesOf(await store.get(ACME, KEY))).toEqual(bytesOf(BYTES));
  });

  it('answers null for a key that holds nothing, and for another tenant’s key', async () => {
    const store = make();
    await store.put(ACME, KEY, BYTES);
    expect(await store.get(ACME, 'public/images/17000000001234/ffffffff_Missing.png')).toBeNull();
    expect(await store.get(OTHER, KEY)).toBeNull();
  });

  it('keeps two tenants’ files with the same key apart', async () => {
    const store = make();
    const otherBytes = new Uint8Array([1, 2, 3]);
    await store.put(ACME, KEY, BYTES);
    await store.put(OTHER, KEY, otherBytes);
    expect(bytesOf(await store.get(ACME, KEY))).toEqual(bytesOf(BYTES));
    expect(bytesOf(await store.get(OTHER, KEY))).toEqual(bytesOf(otherBytes));
  });

  it('streams the whole file or only the bytes of a span, and null for a key that holds nothing', async () => {
    const store = make();
    await store.put(ACME, KEY, BYTES);
    const read = async (span?: { start: number; end: number }) => {
      const stream = await store.stream(ACME, KEY, span);
      return stream && Array.from(new Uint8Array(await new Response(stream).arrayBuffer()));
    };
    expect(await read()).toEqual(bytesOf(BYTES));
    expect(await read({ start: 2, end: 5 })).toEqual(bytesOf(BYTES.subarray(2, 6)));
    expect(await read({ start: 8, end: 8 })).toEqual([0x0a]);
    expect(await store.stream('3f1c2b9e-0000-4000-8000-000000000003', KEY)).toBeNull();
    expect(await store.stream(ACME, 'public/images/17000000001234/ffffffff_Missing.png', { start: 0, end: 1 })).toBeNull();
    // From the bucket, only the span travels (S3's Range), not the whole object.
    if (name === 'S3') expect(stub.ranges).toContain(`${ACME}/${KEY} 2-5`);
  });

  it('deletes, and deleting what is not there is no error', async () => {
    const store = make();
    await store.put(ACME, KEY, BYTES);
    await store.delete(ACME, KEY);
    expect(behind(ACME, KEY)).toBeUndefined();
    expect(await store.get(ACME, KEY)).toBeNull();
    await expect(store.delete(ACME, KEY)).resolves.toBeUndefined();
  });

  it('refuses a key that would leave the tenant’s folder', async () => {
    const store = make();
    await expect(store.put(ACME, `../${OTHER}/${KEY}`, BYTES)).rejects.toThrow('Key escapes its folder');
    await expect(store.get(ACME, `public/../../${OTHER}/x`)).rejects.toThrow('Key escapes its folder');
  });
});

describe('local disk store while a file is being written', () => {
  it('never shows a reader part of it: the old file whole or the new one whole', async () => {
    const store = new LocalDiskStore(filesDir);
    const key = 'printed/certificates/abc/replaced.pdf';
    const old = new Uint8Array(1024).fill(1);
    // Many of Node's 512 KB write chunks: written in place, readers saw it grow.
    const replacement = new Uint8Array(32 * 1024 * 1024).fill(2);
    await store.put(ACME, key, old);
    const writing = store.put(ACME, key, replacement);
    let done = false;
    void writing.finally(() => (done = true));
    const sizesSeen = new Set<number>();
    while (!done) sizesSeen.add((await store.get(ACME, key))!.byteLength);
    await writing;
    sizesSeen.add((await store.get(ACME, key))!.byteLength);
    expect([...sizesSeen].filter((size) => size !== old.byteLength && size !== replacement.byteLength)).toEqual([]);
    expect(fs.readdirSync(path.join(filesDir, ACME, 'printed', 'certificates', 'abc'))).toEqual(['replaced.pdf']);
  });
});

describe('S3 store against a misconfigured bucket', () => {
  it('reports wrong credentials and a wrong bucket as errors, never as a missing file', async () => {
    const settings = { bucket: stub.bucket, region: stub.region, endpoint: stub.endpoint, accessKeyId: stub.accessKeyId, secretAccessKey: 'wrong', forcePathStyle: true };
    await expect(new S3Store(settings).get(ACME, KEY)).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    await expect(new S3Store({ ...settings, secretAccessKey: stub.secretAccessKey, bucket: 'elsewhere' }).get(ACME, KEY)).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { startS3Stub, type S3Stub } from '@halaqa/infra/testing/s3-stub';
import { FormData, SiteClient } from '@halaqa/infra/testing/site-client';
import { ACME, OTHER, useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * Issue #4 files with S3_* set: uploads land in the bucket (a stub S3 server on loopback that
 * checks every request's signature) under the site's id, nothing is written to FILES_DIR, and
 * /files/… serves the bytes back from the bucket with the same rules as on local disk.
 */
let stub: S3Stub;
let filesDir: string;

beforeAll(async () => {
  stub = await startS3Stub();
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halaqa-unused-files-'));
});
afterAll(async () => {
  await stub.stop();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

const sites = useTwoSites(() => ({ ...stub.env, FILES_DIR: filesDir }));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function upload(client: SiteClient, name: string, bytes: Buffer, fields: Record<string, string> = {}): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  for (const [field, value] of Object.entries(fields)) form.set(field, value);
  const response = await client.request('POST', '/api/files/upload', { form });
  const body = (await response.json()) as { key?: string; error?: string };
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body.key!;
}

/** The bucket's object for a file key: `{tenant id}/{key}`. */
function objectFor(key: string) {
  const objectKeys = stub.keys().filter((objectKey) => objectKey.endsWith(`/${key}`));
  expect(objectKeys, stub.requests.join('\n')).toHaveLength(1);
  const objectKey = objectKeys[0]!;
  return { objectKey, tenantId: objectKey.slice(0, -key.length - 1), bytes: stub.object(objectKey)!.bytes };
}

async function bytesServed(client: SiteClient, key: string) {
  const response = await client.request('GET', `/files/${key}`);
  return { status: response.status, contentType: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('files in S3-compatible storage', () => {
  it('puts an upload in the bucket under the site’s id, writes nothing to disk, and serves it back', async () => {
    const owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
    const key = await upload(owner, 'Syllabus.pdf', PDF, { segment: 'materials' });
    expect(key).toMatch(/^public\/materials\/\d+\/[0-9a-f]{8}_Syllabus\.pdf$/);

    const object = objectFor(key);
    expect(object.tenantId).toMatch(UUID);
    expect(object.bytes.equals(PDF)).toBe(true);
    expect(fs.readdirSync(filesDir)).toEqual([]);

    const served = await bytesServed(new SiteClient(sites.acme), key);
    expect(served.status).toBe(200);
    expect(served.contentType).toBe('application/pdf');
    expect(served.bytes.equals(PDF)).toBe(true);
  });

  it('fetches only the asked byte range from the bucket, for a video that starts in the middle', async () => {
    const owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
    const key = await upload(owner, 'Outline.pdf', PDF, { segment: 'materials' });
    const { objectKey } = objectFor(key);
    const part = await new SiteClient(sites.acme).request('GET', `/files/${key}`, { headers: { range: 'bytes=5-12' } });
    expect([part.status, part.headers.get('content-range'), part.headers.get('content-length')]).toEqual([206, `bytes 5-12/${PDF.length}`, '8']);
    expect(Buffer.from(await part.arrayBuffer()).equals(PDF.subarray(5, 13))).toBe(true);
    expect(stub.ranges).toContain(`${objectKey} 5-12`);
  });

  it('stores images as re-encoded, and private files only for who may see them', async () => {
    const student = await newSignedInStudent(sites.acme);
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#6200ee' } }).png().toBuffer();
    const key = await upload(student.client, 'essay.png', photo, { visibility: 'private', segment: 'submissions' });

    const mine = await bytesServed(student.client, key);
    expect(mine.status).toBe(200);
    expect(mine.bytes.equals(objectFor(key).bytes)).toBe(true);
    expect((await sharp(mine.bytes).metadata()).width).toBe(40);
    const classmate = await newSignedInStudent(sites.acme);
    expect((await bytesServed(classmate.client, key)).status).toBe(404);
  });

  it('keeps each site’s files under its own prefix, unreachable from the other site', async () => {
    const acmeOwner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
    const otherOwner = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
    const acmeKey = await upload(acmeOwner, 'Handout.pdf', PDF, { segment: 'materials' });
    const otherKey = await upload(otherOwner, 'Handout.pdf', PDF, { segment: 'materials' });

    expect(objectFor(acmeKey).tenantId).not.toBe(objectFor(otherKey).tenantId);
    expect((await bytesServed(otherOwner, acmeKey)).status).toBe(404);
    expect((await bytesServed(acmeOwner, otherKey)).status).toBe(404);
    expect((await bytesServed(otherOwner, otherKey)).status).toBe(200);
  });

  it('answers 404 for a file whose object is gone from the bucket', async () => {
    const owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
    const key = await upload(owner, 'Lost.pdf', PDF, { segment: 'materials' });
    stub.remove(objectFor(key).objectKey);
    expect((await bytesServed(owner, key)).status).toBe(404);
  });
});

import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { FormData, SiteClient } from '@halaqa/infra/testing/site-client';
import { ACME, OTHER, useTwoSites } from '@halaqa/infra/testing/two-sites';

/** Issue #4 files: upload checks, keys, re-encoded images, and who may read what. */
const sites = useTwoSites();
let owner: SiteClient;
let bigPhoto: Buffer;

beforeAll(async () => {
  owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
  bigPhoto = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#6200ee' } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret camera' } } })
    .toBuffer();
});

function form(name: string, bytes: Buffer | string, fields: Record<string, string> = {}) {
  const body = new FormData();
  body.set('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name);
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return body;
}

async function upload(client: SiteClient, name: string, bytes: Buffer | string, fields: Record<string, string> = {}) {
  const response = await client.request('POST', '/api/files/upload', { form: form(name, bytes, fields) });
  return { status: response.status, body: (await response.json()) as { key?: string; error?: string } };
}

describe('uploading', () => {
  it('stores a public image under a public key, re-encoded and resized, served with nosniff and a long cache', async () => {
    const { status, body } = await upload(owner, 'Logo.png', bigPhoto, { segment: 'images' });
    expect(status).toBe(200);
    expect(body.key).toMatch(/^public\/images\/\d+\/[0-9a-f]{8}_Logo\.png$/);

    const served = await new SiteClient(sites.acme).request('GET', `/files/${body.key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('max-age=31536000');
    const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([stored.width, stored.height]).toEqual([2400, 1200]);
    expect(stored.exif).toBeUndefined();
  });

  it('answers byte ranges (206), so a video can start anywhere, and 416 past the end', async () => {
    const { body } = await upload(owner, 'Banner.png', bigPhoto, { segment: 'images' });
    const visitor = new SiteClient(sites.acme);
    const whole = Buffer.from(await (await visitor.request('GET', `/files/${body.key}`)).arrayBuffer());
    const part = await visitor.request('GET', `/files/${body.key}`, { headers: { range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${whole.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(whole.subarray(10, 20));
    const tail = await visitor.request('GET', `/files/${body.key}`, { headers: { range: `bytes=${whole.length}-` } });
    expect([tail.status, tail.headers.get('content-range')]).toEqual([416, `bytes */${whole.length}`]);
  });

  it('refuses a name that is not English letters with the exact message', async () => {
    expect(await upload(owner, 'صورة.png', bigPhoto)).toEqual({
      status: 400,
      body: { error: 'File name is invalid. File names should be in english letters only.', field: 'file' },
    });
  });

  it('judges the type by the content, not the name: a script named .png and an SVG are refused', async () => {
    const refused = { status: 400, body: { error: 'This type of file is not supported.', field: 'file' } };
    expect(await upload(owner, 'innocent.png', '<script>alert(1)</script>')).toEqual(refused);
    expect(await upload(owner, 'drawing.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>')).toEqual(refused);
  });

  it('needs the upload-files right for public files, but lets any student upload a private one', async () => {
    const { client } = await newSignedInStudent(sites.acme);
    expect((await upload(client, 'essay.png', bigPhoto)).status).toBe(403);
    expect((await upload(client, 'essay.png', bigPhoto, { visibility: 'private', segment: 'submissions' })).body.key).toMatch(/^private\/submissions\//);
    // Their own profile photo is the exception: public, images only.
    expect((await upload(client, 'me.png', bigPhoto, { segment: 'avatars' })).body.key).toMatch(/^public\/avatars\//);
    expect((await upload(client, 'me.pdf', '%PDF-1.4 fake', { segment: 'avatars' })).status).toBe(400);
    expect((await upload(new SiteClient(sites.acme), 'x.png', bigPhoto)).status).toBe(401);
    expect((await upload(owner, 'x.png', bigPhoto, { segment: '../etc' })).status).toBe(400);
  });

  it('lets a teacher upload the public pictures and media their courses need, and only once a teacher', async () => {
    const teacher = await newSignedInStudent(sites.acme);
    expect((await upload(teacher.client, 'Cover.png', bigPhoto, { segment: 'images' })).status).toBe(403);
    expect((await owner.json('PUT', `/api/users/${teacher.id}`, { isTeacher: true })).status).toBe(200);
    const { status, body } = await upload(teacher.client, 'Cover.png', bigPhoto, { segment: 'images' });
    expect(status).toBe(200);
    expect(body.key).toMatch(/^public\/images\//);
  });
});

describe('reading', () => {
  it('shows a private file to its uploader and the owner only', async () => {
    const author = await newSignedInStudent(sites.acme);
    const { body } = await upload(author.client, 'essay.png', bigPhoto, { visibility: 'private', segment: 'submissions' });
    const mine = await author.client.request('GET', `/files/${body.key}`);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect((await owner.request('GET', `/files/${body.key}`)).status).toBe(200);
    const classmate = await newSignedInStudent(sites.acme);
    expect((await classmate.client.request('GET', `/files/${body.key}`)).status).toBe(404);
    expect((await new SiteClient(sites.acme).request('GET', `/files/${body.key}`)).status).toBe(404);
  });

  it('never serves one site’s file on another site', async () => {
    const { body } = await upload(owner, 'Logo.png', bigPhoto, { segment: 'images' });
    expect((await new SiteClient(sites.other).request('GET', `/files/${body.key}`)).status).toBe(404);
    const otherOwner = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
    expect((await otherOwner.request('GET', `/files/${body.key}`)).status).toBe(404);
  });
});

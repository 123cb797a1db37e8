import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { uploadFile } from '@halaqa/infra/testing/files';
import { REPO_ROOT } from '@halaqa/infra/paths';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { ACME, useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * Issue #15, lighter pages: the built server compresses text (brotli or gzip, as asked) but never
 * a byte range, and uploaded images are served at fixed widths as WebP, made once and kept.
 */
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halaqa-variants-'));
const sites = useTwoSites(() => ({ FILES_DIR: filesDir }));

interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request as a browser sends it, read without decoding (fetch would undo the encoding). */
function rawGet(urlPath: string, headers: Record<string, string> = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port: sites.site.port, path: urlPath, headers: { host: `${ACME.domain}:${sites.site.port}`, ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

function decoded(reply: RawReply): Buffer {
  if (reply.headers['content-encoding'] === 'br') return zlib.brotliDecompressSync(reply.body);
  if (reply.headers['content-encoding'] === 'gzip') return zlib.gunzipSync(reply.body);
  return reply.body;
}

const assetsDir = path.join(REPO_ROOT, 'dist', 'client', '_astro');
/** The largest built file of a kind, so it is surely over the compression threshold. */
function largestAsset(extension: string): { url: string; bytes: Buffer } {
  const [name] = fs
    .readdirSync(assetsDir)
    .filter((file) => file.endsWith(extension))
    .sort((a, b) => fs.statSync(path.join(assetsDir, b)).size - fs.statSync(path.join(assetsDir, a)).size);
  if (!name) throw new Error(`No ${extension} file in the build`);
  return { url: `/_astro/${name}`, bytes: fs.readFileSync(path.join(assetsDir, name)) };
}

describe('compression', () => {
  it('sends a page, a script and a stylesheet as brotli or gzip, whichever is asked, decoding to the same bytes', async () => {
    const plainPage = await rawGet('/');
    expect(plainPage.status).toBe(200);
    expect(plainPage.headers['content-encoding']).toBeUndefined();
    const assets = [largestAsset('.js'), largestAsset('.css')];
    for (const encoding of ['br', 'gzip'] as const) {
      const page = await rawGet('/', { 'accept-encoding': encoding });
      expect([page.status, page.headers['content-encoding'], page.headers.vary]).toEqual([200, encoding, expect.stringMatching(/accept-encoding/i)]);
      expect(page.body.length).toBeLessThan(plainPage.body.length / 2);
      expect(decoded(page).toString('utf8')).toBe(plainPage.body.toString('utf8'));
      for (const asset of assets) {
        const reply = await rawGet(asset.url, { 'accept-encoding': encoding });
        expect([reply.status, reply.headers['content-encoding']], asset.url).toEqual([200, encoding]);
        expect(reply.body.length, asset.url).toBeLessThan(asset.bytes.length / 2);
        expect(decoded(reply).equals(asset.bytes), asset.url).toBe(true);
      }
    }
    // A browser that offers both gets brotli, the smaller.
    expect((await rawGet('/', { 'accept-encoding': 'gzip, deflate, br, zstd' })).headers['content-encoding']).toBe('br');
  });

  it('never compresses a byte range: its Content-Range counts the file’s own bytes', async () => {
    const script = largestAsset('.js');
    const part = await rawGet(script.url, { 'accept-encoding': 'br, gzip', range: 'bytes=0-2047' });
    expect([part.status, part.headers['content-encoding'], part.headers['content-range']]).toEqual([206, undefined, `bytes 0-2047/${script.bytes.length}`]);
    expect(part.body.equals(script.bytes.subarray(0, 2048))).toBe(true);

    const owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
    const pdf = Buffer.from(`%PDF-1.4\n${'1 0 obj << /Type /Catalog >> endobj\n'.repeat(200)}%%EOF\n`);
    const key = await uploadFile(owner, 'Notes.pdf', pdf, { segment: 'materials' });
    const filePart = await rawGet(`/files/${key}`, { 'accept-encoding': 'br, gzip', range: 'bytes=100-1999' });
    expect([filePart.status, filePart.headers['content-encoding']]).toEqual([206, undefined]);
    expect(filePart.body.equals(pdf.subarray(100, 2000))).toBe(true);
  });
});

describe('resized images', () => {
  let owner: SiteClient;
  let cover: Buffer;
  let coverKey: string;

  beforeAll(async () => {
    owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
    // A photo-like cover (noise does not compress away): about the size of the 290 KB one and more.
    const width = 1600;
    const height = 900;
    const pixels = Buffer.alloc(width * height * 3);
    for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7 + Math.floor(Math.random() * 64)) % 256;
    cover = await sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
    coverKey = await uploadFile(owner, 'Cover.jpg', cover, { segment: 'images' });
  });

  /** Where the 320 px variant is kept: under the site's own folder of the store. */
  function keptVariant(): string | undefined {
    const tenants = fs.readdirSync(filesDir);
    return tenants.map((tenant) => path.join(filesDir, tenant, 'variants', '320', `${coverKey}.webp`)).find((file) => fs.existsSync(file));
  }

  it('serves a card-sized WebP far smaller than the original, made once and then read from the store', async () => {
    const original = await new SiteClient(sites.acme).request('GET', `/files/${coverKey}`);
    const originalBytes = Buffer.from(await original.arrayBuffer());
    expect(originalBytes.length).toBeGreaterThan(290_000);
    expect(keptVariant()).toBeUndefined();

    const small = await new SiteClient(sites.acme).request('GET', `/files/${coverKey}?w=320`);
    expect([small.status, small.headers.get('content-type'), small.headers.get('x-content-type-options')]).toEqual([200, 'image/webp', 'nosniff']);
    expect(small.headers.get('cache-control')).toContain('max-age=31536000');
    const smallBytes = Buffer.from(await small.arrayBuffer());
    const metadata = await sharp(smallBytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 320, 180]);
    expect(smallBytes.length).toBeLessThan(originalBytes.length / 10);

    // Kept on disk; the next request answers what is kept, without resizing again: replace the
    // kept file and the replacement is what comes back.
    const kept = keptVariant();
    expect(kept).toBeDefined();
    expect(fs.readFileSync(kept!).equals(smallBytes)).toBe(true);
    const marker = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#ff0000' } }).webp().toBuffer();
    fs.writeFileSync(kept!, marker);
    const again = await new SiteClient(sites.acme).request('GET', `/files/${coverKey}?w=320`);
    expect(Buffer.from(await again.arrayBuffer()).equals(marker)).toBe(true);
  });

  it("sends a trainer's avatar and the dashboard's course photos at served widths, not at the upload's size", async () => {
    const avatarKey = await uploadFile(owner, 'Me.jpg', cover, { segment: 'avatars' });
    const { status: saved, body: me } = await owner.json<{ id: string }>('PUT', '/api/users/me', { profilephoto: avatarKey });
    expect(saved).toBe(200);
    const { status, body: course } = await owner.json<{ id: string }>('POST', '/api/courses', { name: `Photos ${Date.now()}`, photo: coverKey, trainer_id: me.id });
    expect(status).toBe(201);
    const student = await newSignedInStudent(sites.acme);
    expect((await student.client.json('POST', `/api/courses/${course.id}/register/`)).status).toBe(200);

    const coursePage = await (await student.client.request('GET', `/courses/${course.id}`)).text();
    expect(coursePage).toContain(`src="/files/${avatarKey}?w=320"`);
    const dashboard = await (await student.client.request('GET', '/dashboard')).text();
    expect(dashboard).toContain(`srcset="/files/${coverKey}?w=320 320w,`);
    expect(dashboard).not.toContain(`src="/files/${coverKey}"`);
  });

  it('refuses a width that is not served with a 400, not a 500', async () => {
    for (const width of ['500', '2400', 'abc', '', '-320', '320.5']) {
      const reply = await new SiteClient(sites.acme).request('GET', `/files/${coverKey}?w=${encodeURIComponent(width)}`);
      expect(reply.status, width).toBe(400);
      // In the site's language (Arabic).
      expect(((await reply.json()) as { error: string }).error, width).toBe('الحقل "w" غير صالح.');
    }
  });

  it('gives no sizes of another site’s image, nor of a private file to someone who may not see it', async () => {
    expect((await new SiteClient(sites.other).request('GET', `/files/${coverKey}?w=640`)).status).toBe(404);

    const author = await newSignedInStudent(sites.acme);
    const privateKey = await uploadFile(author.client, 'essay.jpg', cover, { visibility: 'private', segment: 'submissions' });
    const classmate = await newSignedInStudent(sites.acme);
    expect((await classmate.client.request('GET', `/files/${privateKey}?w=640`)).status).toBe(404);
    expect((await new SiteClient(sites.acme).request('GET', `/files/${privateKey}?w=640`)).status).toBe(404);
    // Private files have no variants at all (none is kept that could outlive its access rules).
    expect((await author.client.request('GET', `/files/${privateKey}?w=640`)).status).toBe(400);
    const variants = fs.readdirSync(filesDir).flatMap((tenant) => {
      const folder = path.join(filesDir, tenant, 'variants');
      return fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true }).map(String) : [];
    });
    expect(variants.filter((file) => file.includes('private'))).toEqual([]);
  });
});

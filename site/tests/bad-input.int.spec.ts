import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { FormData, SiteClient } from '@halaqa/infra/testing/site-client';
import { ACME, OTHER, useTwoSites } from '@halaqa/infra/testing/two-sites';

/** Issue #10 items 8 and 12: bad input is a 4xx with a clear message, never a 500; names cannot be forged. */
const sites = useTwoSites();
let owner: SiteClient;
let ownerName: string;

type Comment = { id: string; name: string; userid: string; content: string };

beforeAll(async () => {
  owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
  ownerName = (await owner.json<{ user: { name: string } }>('GET', '/api/users/info')).body.user.name;
});

let counter = 0;
/** A course with an article lesson and a registered student. */
async function courseWithStudent() {
  counter += 1;
  const course = await owner.json<{ id: string }>('POST', '/api/courses', { name: `Bad input ${counter}-${Date.now()}` });
  expect(course.status).toBe(201);
  const lesson = await owner.json<{ id: string }>('POST', `/api/courses/${course.body.id}/materials`, { name: 'Lesson', type: 'article' });
  expect(lesson.status).toBe(200);
  const student = await newSignedInStudent(sites.acme, { name: 'Forging Student' });
  expect((await student.client.json('POST', `/api/courses/${course.body.id}/register/`)).status).toBe(200);
  return { courseId: course.body.id, lessonId: lesson.body.id, student };
}

describe('names come from the signed-in account (item 8)', () => {
  it("shows a comment posted with the teacher's name under the student's own name", async () => {
    const { courseId, lessonId, student } = await courseWithStudent();
    const path = `/api/courses/${courseId}/materials/${lessonId}/comments`;
    const posted = await student.client.json<Comment[]>('POST', path, { content: '<p>Homework is cancelled</p>', parentId: null, name: ownerName });
    expect(posted.status).toBe(200);
    expect(posted.body.map(({ name, userid }) => ({ name, userid }))).toEqual([{ name: 'Forging Student', userid: student.id }]);
    const listed = await owner.json<{ comments: Comment[] }>('GET', `/api/courses/${courseId}/materials/${lessonId}`);
    expect(listed.body.comments[0]!.name).toBe('Forging Student');
    const page = await (await owner.request('GET', `/courses/${courseId}/lessons/${lessonId}`)).text();
    expect(page).toContain('Forging Student');
  });
});

describe('database errors are 4xx (item 12)', () => {
  it('answers two follows sent at once with 200 or 409, never 500, and keeps one follow', async () => {
    const followed = await newSignedInStudent(sites.acme);
    const follower = await newSignedInStudent(sites.acme);
    const replies = await Promise.all(Array.from({ length: 6 }, () => follower.client.json('POST', `/api/users/${followed.id}/follow`)));
    for (const reply of replies) expect([200, 409]).toContain(reply.status);
    for (const reply of replies.filter(({ status }) => status === 409)) {
      expect(reply.body).toEqual({ error: 'This already exists: another request made it at the same time.' });
    }
  });
});

describe('search text with NUL and other invalid characters (item 12)', () => {
  it('refuses ?q=%00 on /api/courses with 400 and a clear message', async () => {
    const visitor = new SiteClient(sites.acme);
    for (const q of ['%00', 'a%00b', '%01', '%EF%BF%BD']) {
      const reply = await visitor.json('GET', `/api/courses?q=${q}`);
      expect(reply, q).toEqual({ status: 400, body: { error: 'The search text contains characters that are not allowed.', field: 'q' } });
    }
    // Malformed percent-encoding never reaches the site: the server refuses the address itself.
    for (const q of ['%C0%AF', '%ED%A0%80', '%']) expect((await visitor.request('GET', `/api/courses?q=${q}`)).status, q).toBe(400);
  });

  it('renders /courses with ?q=%00 as a search without results', async () => {
    const visitor = new SiteClient(sites.acme);
    const page = await visitor.request('GET', '/courses?q=%00');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html');
  });
});

/** A PNG chunk with its length and CRC. */
function pngChunk(type: string, data: Buffer, crc?: number): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc ?? crc32(body));
  return Buffer.concat([length, body, sum]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A PNG declaring width×height (8-bit grey) with a few rows of pixel data. */
function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc((width + 1) * 4))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

async function upload(client: SiteClient, name: string, bytes: Buffer) {
  const body = new FormData();
  body.set('file', new Blob([new Uint8Array(bytes)]), name);
  body.set('segment', 'images');
  const response = await client.request('POST', '/api/files/upload', { form: body });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

describe('broken and hostile images (item 12)', () => {
  it('refuses truncated, corrupt, bad-CRC and pixel-flood images with 400 and a clear message', async () => {
    // A client of its own: pages visited by the others set a language cookie; API replies read English without one.
    const uploader = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#0a7' } }).png().toBuffer();
    const jpeg = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#a70' } }).jpeg().toBuffer();
    const badCrc = Buffer.from(png);
    badCrc.writeUInt32BE((badCrc.readUInt32BE(29) ^ 0xffff) >>> 0, 29); // the IHDR chunk's CRC
    const corruptJpeg = Buffer.concat([jpeg.subarray(0, 20), Buffer.alloc(jpeg.length - 20, 0x5a)]);
    const cases: [string, Buffer][] = [
      ['truncated.png', png.subarray(0, Math.floor(png.length / 2))],
      ['truncated.jpg', jpeg.subarray(0, Math.floor(jpeg.length / 2))],
      ['corrupt.jpg', corruptJpeg],
      ['bad-crc.png', badCrc],
      ['flood.png', pngDeclaring(50_000, 50_000)],
    ];
    for (const [name, bytes] of cases) {
      expect(await upload(uploader, name, bytes), name).toEqual({ status: 400, body: { error: 'The image is damaged or too large to open.', field: 'file' } });
    }
    expect((await upload(uploader, 'fine.png', png)).status).toBe(200);
  });
});

describe('javascript: links in rich text (item 12)', () => {
  const hostile = '<p>Read <a href="javascript:alert(document.cookie)">this</a> and <a href="https://example.com/">that</a></p>';

  it('stores the text without the script link on every endpoint that takes rich text', async () => {
    const { courseId, lessonId, student } = await courseWithStudent();
    const course = await owner.json<{ longDescription: string }>('PUT', `/api/courses/${courseId}`, { longDescription: hostile });
    expect(course.status).toBe(200);
    const lesson = await owner.json<{ content: string }>('PUT', `/api/courses/${courseId}/materials/${lessonId}`, { content: hostile });
    expect(lesson.status).toBe(200);
    const comment = await student.client.json<Comment[]>('POST', `/api/courses/${courseId}/materials/${lessonId}/comments`, { content: hostile });
    expect(comment.status).toBe(200);
    const topic = await student.client.json<{ id: string; content: string }>('POST', `/api/courses/${courseId}/forum/topic`, { title: 'Links', content: hostile });
    expect(topic.status).toBe(200);
    const reply = await student.client.json<{ replies: { content: string }[] }>('POST', `/api/courses/${courseId}/forum/topic/${topic.body.id}/reply`, { content: hostile });
    expect(reply.status).toBe(200);
    const announcement = await owner.json<{ content: string }[]>('POST', `/api/courses/${courseId}/announcement`, { title: 'News', content: hostile });
    expect(announcement.status).toBe(200);

    const stored = [
      (await owner.json<{ longDescription: string }>('GET', `/api/courses/${courseId}`)).body.longDescription,
      (await owner.json<{ content: string }>('GET', `/api/courses/${courseId}/materials/${lessonId}`)).body.content,
      comment.body[0]!.content,
      topic.body.content,
      reply.body.replies[0]!.content,
      announcement.body[0]!.content,
    ];
    for (const html of stored) {
      expect(html).not.toContain('javascript');
      expect(html).toContain('Read this and');
      expect(html).toContain('href="https://example.com/"');
    }
  });
});

describe('ids and bodies that are not what an endpoint expects (item 12)', () => {
  it('answers ids that are not UUIDs with 404 or 400', async () => {
    for (const path of ['/api/courses/not-a-uuid', '/api/courses/not-a-uuid/materials', '/api/courses/not-a-uuid/forum', '/api/users/not-a-uuid/courses', `/api/courses/${crypto.randomUUID()}`]) {
      const reply = await owner.request('GET', path);
      expect([400, 404], path).toContain(reply.status);
      expect(reply.headers.get('content-type'), path).toContain('application/json');
    }
  });

  it('refuses JSON bodies over 1 MB with 413, whether their length is declared or streamed', async () => {
    expect((await owner.json('POST', '/api/courses', { name: 'x'.repeat(2 * 1024 * 1024) })).status).toBe(413);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setImmediate(resolve));
        if (sent > 8 * 1024 * 1024) return controller.close();
        controller.enqueue(new TextEncoder().encode(sent === 0 ? '{"name":"' : 'x'.repeat(64 * 1024)));
        sent += 64 * 1024;
      },
    });
    const streamed = await owner.request('POST', '/api/courses', { body: stream, headers: { 'content-type': 'application/json' } });
    expect(streamed.status).toBe(413);
  });

  it('walks every /api endpoint with junk ids and bodies and never gets a 500', async () => {
    const { courseId, lessonId, student } = await courseWithStudent();
    const otherOwner = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
    const otherCourse = (await otherOwner.json<{ id: string }>('POST', '/api/courses', { name: `Other ${Date.now()}` })).body.id;
    const comment = (await student.client.json<Comment[]>('POST', `/api/courses/${courseId}/materials/${lessonId}/comments`, { content: '<p>Hi</p>' })).body[0]!.id;
    const topic = (await student.client.json<{ id: string }>('POST', `/api/courses/${courseId}/forum/topic`, { title: 'T', content: '<p>T</p>' })).body.id;
    const real: Record<string, string> = { id: courseId, m: lessonId, c: comment, t: topic, r: crypto.randomUUID(), a: crypto.randomUUID(), userId: student.id, submissionId: crypto.randomUUID(), ratingId: crypto.randomUUID(), token: 'junk' };
    const routes = endpointRoutes();
    expect(routes.length).toBeGreaterThan(60);
    const bodies = ['{"', '[]', JSON.stringify({ name: { $gt: '' }, content: 5, id: 'x', title: '\u0000', email: '\u0000@x', fileKeys: ['../../etc/passwd'] })];
    const failures: string[] = [];
    // Under /api/users, [id] is a user: the student (whom DELETE, walked last, then removes).
    const realFor = (template: string, name: string) => (template.startsWith('/api/users') && name === 'id' ? student.id : (real[name] ?? 'junk'));
    const paramSets: ((template: string, name: string) => string)[] = [
      () => 'not-a-uuid',
      realFor,
      (template, name) => (name === 'id' && !template.startsWith('/api/users') ? otherCourse : realFor(template, name)),
    ];
    for (const values of paramSets) {
      for (const { template, methods } of routes) {
        const path = template.replace(/\[(\w+)\]/g, (_, name: string) => values(template, name));
        for (const method of methods) {
          const attempts = method === 'GET' ? [undefined] : bodies;
          for (const body of attempts) {
            const query = method === 'GET' ? '?q=%00&page=-1&limit=abc&sort=%00' : '';
            const response = await owner.request(method, `${path}${query}`, body === undefined ? {} : { body, headers: { 'content-type': 'application/json' } });
            if (response.status >= 500) failures.push(`${method} ${path} ${body ?? ''} → ${response.status} ${await response.text()}`);
            else await response.arrayBuffer();
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);
});

/**
 * Every contract endpoint under site/pages/api with the methods it exports, except those that
 * would end the walker's own session (sign-out, sessions) and the catch-all and Google's redirects.
 */
function endpointRoutes(): { template: string; methods: string[] }[] {
  const files = import.meta.glob('../pages/api/**/*.ts', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
  const skipped = /\[\.\.\.path\]|logout|sessions|google/;
  return Object.entries(files)
    .filter(([file]) => !skipped.test(file))
    .map(([file, source]) => ({
      template: file.replace('../pages', '').replace(/\.ts$/, '').replace(/\/index$/, ''),
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((method) => new RegExp(`export const ${method}\\b`).test(source)),
    }))
    .sort((a, b) => Number(a.methods.includes('DELETE')) - Number(b.methods.includes('DELETE')));
}

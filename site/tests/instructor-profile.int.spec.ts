import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogues } from '@halaqa/shared/i18n/index';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { FormData, SiteClient } from '@halaqa/infra/testing/site-client';
import { ACME, OTHER, useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * Issue #44, item 12: the teacher's profile (name, bio, photo) edited with PUT /api/users/me and
 * shown under "About the instructor" on the course page, a visitor's cached copy included; the
 * owner of a site just made with the CLI is the instructor of the courses they create; another
 * site neither changes nor shows it.
 */
const sites = useTwoSites();
const en = catalogues.en;
const ar = catalogues.ar;
let owner: SiteClient;
let otherOwner: SiteClient;
let square: Buffer;

beforeAll(async () => {
  owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
  otherOwner = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
  square = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#2e7d32' } }).png().toBuffer();
});

let counter = 0;
async function newCourse(client: SiteClient, fields: Record<string, unknown> = {}) {
  counter += 1;
  const created = await client.json<{ id: string; name: string }>('POST', '/api/courses', { name: `Tajwid ${counter} ${Date.now()}`, ...fields });
  expect(created.status).toBe(201);
  return created.body;
}

/** A signed-in teacher of acme (made one by the owner) with `name`. */
async function newTeacher(name: string) {
  const teacher = await newSignedInStudent(sites.acme, { name });
  expect((await owner.json('PUT', `/api/users/${teacher.id}`, { isTeacher: true })).status).toBe(200);
  return teacher;
}

async function uploadAvatar(client: SiteClient): Promise<string> {
  const body = new FormData();
  body.set('file', new Blob([new Uint8Array(square)]), 'me.png');
  body.set('segment', 'avatars');
  const response = await client.request('POST', '/api/files/upload', { form: body });
  expect(response.status).toBe(200);
  return ((await response.json()) as { key: string }).key;
}

/** A visitor's course page: its cache state and its "About the instructor" section's HTML ('' when there is none). */
async function instructorOn(client: SiteClient, courseId: string, language: 'en' | 'ar' = 'en') {
  const response = await client.request('GET', `/courses/${courseId}`, { headers: { cookie: `lang=${language}` } });
  expect(response.status).toBe(200);
  const html = await response.text();
  const section = /<section aria-labelledby="instructor-heading">[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  return { cache: response.headers.get('x-halaqa-cache'), section };
}

const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

describe('the course page introduces its trainer', () => {
  it("with the name, photo and bio (line breaks kept) the trainer saved, in the visitor's language", async () => {
    const teacher = await newTeacher('Ustadha Huda Salem');
    const bio = 'Hafiza of the Quran since 2004.\nTeaches tajwid to beginners & children <online>.';
    expect(await teacher.client.json('PUT', '/api/users/me', { bio })).toMatchObject({ status: 200, body: { bio } });
    const key = await uploadAvatar(teacher.client);
    expect((await teacher.client.json('PUT', '/api/users/me', { profilephoto: key })).status).toBe(200);
    const course = await newCourse(owner, { trainer_id: teacher.id });

    const { section } = await instructorOn(new SiteClient(sites.acme), course.id);
    expect(section).toContain(`<h2 id="instructor-heading">${en.instructor.about}</h2>`);
    expect(section).toContain('<bdi>Ustadha Huda Salem</bdi>');
    // Plain text: the line break is kept as it is (CSS shows it), the markup is escaped.
    expect(section).toContain(`<p class="instructor-bio" dir="auto" data-testid="instructor-bio">${escaped(bio)}</p>`);
    const photo = /<img [^>]*>/.exec(section)?.[0] ?? '';
    expect(photo).toContain(`src="/files/${key}?w=320"`);
    expect(photo).toContain('alt="Photo of Ustadha Huda Salem"');
    expect(photo).toContain('width="96"');
    expect(photo).toContain('height="96"');
    expect(photo).toContain('loading="lazy"');
    expect(section).not.toContain('instructor-initials');

    const arabic = await instructorOn(new SiteClient(sites.acme), course.id, 'ar');
    expect(arabic.section).toContain(`<h2 id="instructor-heading">${ar.instructor.about}</h2>`);
    expect(arabic.section).toContain('alt="صورة Ustadha Huda Salem"');
  });

  it('shows initials without a photo, and no bio box without a bio', async () => {
    const teacher = await newTeacher('Karim Nabil');
    const course = await newCourse(owner, { trainer_id: teacher.id });
    const visitor = new SiteClient(sites.acme);
    let { section } = await instructorOn(visitor, course.id);
    expect(section).toContain('data-testid="instructor-initials">KN</span>');
    expect(section).not.toContain('<img');
    expect(section).not.toContain('instructor-bio');

    // A bio of blank lines is no bio either.
    expect((await teacher.client.json('PUT', '/api/users/me', { bio: '  \n  ' })).status).toBe(200);
    ({ section } = await instructorOn(visitor, course.id));
    expect(section).toContain('Karim Nabil');
    expect(section).not.toContain('instructor-bio');
  });

  it("shows a trainer's edits of name, bio and photo on the next visit, though the visitor's copy is cached", async () => {
    const teacher = await newTeacher('Ustadh Bilal');
    expect((await teacher.client.json('PUT', '/api/users/me', { bio: 'Teaches the rules of noon sakinah.' })).status).toBe(200);
    const course = await newCourse(owner, { trainer_id: teacher.id });
    const visitor = new SiteClient(sites.acme);
    const warm = async () => {
      for (let attempt = 0; attempt < 5; attempt += 1) if ((await instructorOn(visitor, course.id)).cache === 'hit') return;
      throw new Error('the course page never came from the cache');
    };

    await warm();
    expect((await teacher.client.json('PUT', '/api/users/me', { bio: 'Now also teaches the rules of meem sakinah.' })).status).toBe(200);
    let after = await instructorOn(visitor, course.id);
    expect(after.cache).toBe('miss');
    expect(after.section).toContain('Now also teaches the rules of meem sakinah.');
    expect(after.section).not.toContain('noon sakinah');

    await warm();
    const key = await uploadAvatar(teacher.client);
    expect((await teacher.client.json('PUT', '/api/users/me', { profilephoto: key })).status).toBe(200);
    expect((await instructorOn(visitor, course.id)).section).toContain(`src="/files/${key}?w=320"`);

    await warm();
    expect((await teacher.client.json('PUT', '/api/users/me', { name: 'Ustadh Bilal Hassan' })).status).toBe(200);
    expect((await teacher.client.json('PUT', '/api/users/me', { profilephoto: '' })).status).toBe(200);
    after = await instructorOn(visitor, course.id);
    expect(after.section).toContain('<bdi>Ustadh Bilal Hassan</bdi>');
    expect(after.section).toContain('data-testid="instructor-initials">UH</span>');
  });

  it("refuses a bio over the limit, an empty name and a key that is no upload's, in the caller's language, changing nothing", async () => {
    const teacher = await newTeacher('Ustadha Maryam');
    expect((await teacher.client.json('PUT', '/api/users/me', { bio: 'Kept as it was.' })).status).toBe(200);
    const course = await newCourse(owner, { trainer_id: teacher.id });

    expect(await teacher.client.json('PUT', '/api/users/me', { bio: 'x'.repeat(2001) })).toEqual({ status: 400, body: { error: en.validation.bioTooLong, field: 'bio' } });
    const arabic = await teacher.client.request('PUT', '/api/users/me', { json: { bio: 'ب'.repeat(2001) }, headers: { cookie: 'lang=ar' } });
    expect(arabic.status).toBe(400);
    expect(await arabic.json()).toEqual({ error: ar.validation.bioTooLong, field: 'bio' });
    expect((await teacher.client.json('PUT', '/api/users/me', { bio: 'ب'.repeat(2000) })).status).toBe(200);
    expect((await teacher.client.json('PUT', '/api/users/me', { bio: 'Kept as it was.' })).status).toBe(200);

    const noName = await teacher.client.json<{ error: string; field: string }>('PUT', '/api/users/me', { name: '   ' });
    expect(noName.status).toBe(400);
    expect(noName.body.field).toBe('name');
    expect((await teacher.client.json('PUT', '/api/users/me', { profilephoto: '../../etc/passwd' })).status).toBe(400);

    const { section } = await instructorOn(new SiteClient(sites.acme), course.id);
    expect(section).toContain('Ustadha Maryam');
    expect(section).toContain('Kept as it was.');
    expect(section).toContain('instructor-initials');
  });
});

describe("a new site's owner", () => {
  it('is the instructor of the courses they create without naming a trainer, and writes that profile on /profile', async () => {
    const me = (await owner.json<{ user: { id: string; name: string } }>('GET', '/api/users/info')).body.user;
    const course = await newCourse(owner);
    const visitor = new SiteClient(sites.acme);
    expect((await instructorOn(visitor, course.id)).section).toContain(`<bdi>${me.name}</bdi>`);

    expect((await owner.json('PUT', '/api/users/me', { bio: 'Founded this school in 2019.' })).status).toBe(200);
    expect((await instructorOn(visitor, course.id)).section).toContain('Founded this school in 2019.');

    // A course with a trainer introduces the trainer, not the owner.
    const teacher = await newTeacher('Ustadh Yusuf');
    const taught = await newCourse(owner, { trainer_id: teacher.id });
    const { section } = await instructorOn(visitor, taught.id);
    expect(section).toContain('Ustadh Yusuf');
    expect(section).not.toContain('Founded this school');

    const profile = async (client: SiteClient) => (await client.request('GET', '/profile', { headers: { cookie: 'lang=en' } })).text();
    expect(await profile(owner)).toContain(`<h2 id="teacher-profile-heading">${en.instructor.formTitle}</h2>`);
    expect(await profile(teacher.client)).toContain(`<h2 id="teacher-profile-heading">${en.instructor.formTitle}</h2>`);
    const student = await newSignedInStudent(sites.acme);
    expect(await profile(student.client)).not.toContain('teacher-profile-heading');
  });
});

describe('another site', () => {
  it("can neither change a teacher's profile nor show it", async () => {
    const teacher = await newTeacher('Ustadha Amina');
    expect((await teacher.client.json('PUT', '/api/users/me', { bio: 'Teaches at Acme only.' })).status).toBe(200);
    const course = await newCourse(owner, { trainer_id: teacher.id });

    // The teacher's session is acme's: on the other host it is nobody's.
    const replayed = new SiteClient(sites.other);
    replayed.useSessionCookie(teacher.client.sessionCookie!);
    expect((await replayed.json('PUT', '/api/users/me', { bio: 'Rewritten elsewhere' })).status).toBe(401);
    // The other site's owner cannot reach acme's teacher.
    expect((await otherOwner.json('PUT', `/api/users/${teacher.id}`, { bio: 'Rewritten by another owner' })).status).toBe(404);

    const visitor = new SiteClient(sites.other);
    expect((await visitor.request('GET', `/courses/${course.id}`)).status).toBe(404);
    const theirs = await newCourse(otherOwner);
    const { section } = await instructorOn(visitor, theirs.id);
    expect(section).not.toContain('Ustadha Amina');
    expect(section).not.toContain('Teaches at Acme only.');
    const trainers = (await visitor.json<{ name: string }[]>('GET', '/api/users/trainers')).body;
    expect(trainers.map((trainer) => trainer.name)).not.toContain('Ustadha Amina');

    const acme = await instructorOn(new SiteClient(sites.acme), course.id);
    expect(acme.section).toContain('Teaches at Acme only.');
    expect(acme.section).not.toContain('Rewritten');
  });
});

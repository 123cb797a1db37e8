import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { uploadFile } from '@halaqa/infra/testing/files';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { ACME, OTHER, useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * Issue #44, item 6: a video lesson completes itself when its video is watched to the end, and
 * the place a student stopped is saved on the server, so another device resumes there
 * (PUT …/position, POST …/watched).
 */
const sites = useTwoSites();
let owner: SiteClient;
let otherOwner: SiteClient;
let videoKey: string;

/** The demo's video: 16 seconds (files/media-duration reads its length at upload). */
const VIDEO = path.join(import.meta.dirname, '..', '..', 'infra', 'src', 'demo', 'demo-lesson.webm');
const POSITION_ERROR = 'The place in the video must be a number of seconds within the video.';

type Lesson = { id: string; access: string; finishedmaterial: boolean; position: number | null };

beforeAll(async () => {
  owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
  otherOwner = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
  videoKey = await uploadFile(owner, 'talk.webm', new Uint8Array(await readFile(VIDEO)), { segment: 'materials' });
});

let counter = 0;
/** A course of the owner's with one video lesson (fields added to it) and a registered student. */
async function videoLesson(fields: Record<string, unknown> = {}) {
  counter += 1;
  const course = await owner.json<{ id: string }>('POST', '/api/courses', { name: `Seerah ${counter}-${Date.now()}` });
  expect(course.status).toBe(201);
  const lesson = await owner.json<Lesson>('POST', `/api/courses/${course.body.id}/materials`, { name: 'Hijra', type: 'video', video: videoKey, ...fields });
  expect(lesson.status).toBe(200);
  const student = await newSignedInStudent(sites.acme);
  expect((await student.client.json('POST', `/api/courses/${course.body.id}/register/`)).status).toBe(200);
  const base = `/api/courses/${course.body.id}/materials/${lesson.body.id}`;
  return { courseId: course.body.id, lessonId: lesson.body.id, base, student };
}

describe('a video lesson', () => {
  it('is not completed by being opened nor by a mark, and is completed when its video is watched to the end', async () => {
    const { courseId, base, student } = await videoLesson();
    expect((await student.client.json<Lesson>('GET', base)).body).toMatchObject({ finishedmaterial: false, access: 'inProgress', position: null });
    // Its default rule is the video's end: the student's own mark is no rule of it.
    expect((await student.client.json('POST', `${base}/complete`)).status).toBe(409);
    expect(await student.client.json('POST', `${base}/watched`)).toEqual({ status: 200, body: { finishedmaterial: true, courseCompletion: 'completed' } });
    expect((await student.client.json<Lesson[]>('GET', `/api/courses/${courseId}/materials`)).body[0]).toMatchObject({ access: 'completed', finishedmaterial: true });
  });

  it('follows the teacher’s rules: watched and marked, the end alone does not complete it', async () => {
    const { base, student } = await videoLesson({ completion: { logic: 'all', rules: [{ type: 'viewed' }, { type: 'manual' }] } });
    await student.client.json('GET', base);
    expect((await student.client.json('POST', `${base}/complete`)).status).toBe(409);
    expect((await student.client.json('POST', `${base}/watched`)).body).toMatchObject({ finishedmaterial: false });
    expect((await student.client.json('POST', `${base}/complete`)).body).toMatchObject({ finishedmaterial: true });
  });
});

describe('the place a student stopped in a video', () => {
  it('is saved on the server and read back on another device, replaced by each save', async () => {
    const { base, student } = await videoLesson();
    await student.client.json('GET', base);
    expect(await student.client.json('PUT', `${base}/position`, { seconds: 7.5 })).toEqual({ status: 200, body: { position: 7.5 } });
    const otherDevice = await signedInClient(sites.acme, student.student.email, student.student.password);
    expect((await otherDevice.json<Lesson>('GET', base)).body.position).toBe(7.5);
    expect((await otherDevice.json('PUT', `${base}/position`, { seconds: 12 })).status).toBe(200);
    expect((await student.client.json<Lesson>('GET', base)).body.position).toBe(12);
  });

  it('must be a number of seconds within the video; a wrong one is refused with a clear message and changes nothing', async () => {
    const { base, student } = await videoLesson();
    expect((await student.client.json('PUT', `${base}/position`, { seconds: 4 })).status).toBe(200);
    for (const body of [{ seconds: -1 }, { seconds: 17.5 }, { seconds: 'half' }, {}]) {
      expect(await student.client.json('PUT', `${base}/position`, body), JSON.stringify(body)).toMatchObject({ status: 400, body: { error: POSITION_ERROR } });
    }
    // The video's own end is a place in it (the player saves it there as it ends).
    expect((await student.client.json('PUT', `${base}/position`, { seconds: 16 })).status).toBe(200);
    expect((await student.client.json('PUT', `${base}/position`, { seconds: 5, extra: true })).status).toBe(400);
    expect((await student.client.json<Lesson>('GET', base)).body.position).toBe(16);
  });

  it('is kept only for a registered student, in a lesson that opens to them and has a video', async () => {
    const { courseId, base, student } = await videoLesson();
    const outsider = await newSignedInStudent(sites.acme);
    expect((await outsider.client.json('PUT', `${base}/position`, { seconds: 3 })).status).toBe(403);
    expect((await outsider.client.json('POST', `${base}/watched`)).status).toBe(403);
    expect((await new SiteClient(sites.acme).json('PUT', `${base}/position`, { seconds: 3 })).status).toBe(401);
    // The course's managers are not its students.
    expect((await owner.json('PUT', `${base}/position`, { seconds: 3 })).status).toBe(403);

    const locked = await owner.json<Lesson>('POST', `/api/courses/${courseId}/materials`, { name: 'After', type: 'video', video: videoKey, prerequisites: [base.split('/').pop()] });
    expect((await student.client.json('PUT', `/api/courses/${courseId}/materials/${locked.body.id}/position`, { seconds: 3 })).status).toBe(403);
    const article = await owner.json<Lesson>('POST', `/api/courses/${courseId}/materials`, { name: 'Notes', type: 'article' });
    expect((await student.client.json('PUT', `/api/courses/${courseId}/materials/${article.body.id}/position`, { seconds: 3 })).status).toBe(404);
    expect((await student.client.json('POST', `/api/courses/${courseId}/materials/${article.body.id}/watched`)).status).toBe(404);
    const hidden = await owner.json<Lesson>('POST', `/api/courses/${courseId}/materials`, { name: 'Draft', type: 'video', video: videoKey, visible: false });
    expect((await student.client.json('PUT', `/api/courses/${courseId}/materials/${hidden.body.id}/position`, { seconds: 3 })).status).toBe(404);
  });

  it('cannot be read or written from another site', async () => {
    const { base, student } = await videoLesson();
    expect((await student.client.json('PUT', `${base}/position`, { seconds: 9 })).status).toBe(200);
    const otherStudent = await newSignedInStudent(sites.other);
    for (const client of [otherOwner, otherStudent.client]) {
      expect((await client.json('PUT', `${base}/position`, { seconds: 2 })).status).toBe(404);
      expect((await client.json('POST', `${base}/watched`)).status).toBe(404);
      expect((await client.json('GET', base)).status).toBe(404);
    }
    expect((await student.client.json<Lesson>('GET', base)).body).toMatchObject({ position: 9, finishedmaterial: false });
  });
});

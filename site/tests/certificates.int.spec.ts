import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import sharp from 'sharp';
import { uploadFile } from '@halaqa/infra/testing/files';
import { readPdf } from '@halaqa/infra/testing/read-pdf';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { ACME, OTHER, useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * Issue #6, certificates: every branch of the course's rule through POST …/certificate, issued
 * once (even when asked twice at once), the refusals, the public verification page and the PDF,
 * each for its own site only. The PDF of an Arabic name is rasterised (poppler's pdftoppm) and
 * read back (pdftotext), so a blank or unshaped page fails.
 */
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'halaqa-certificates-'));
const sites = useTwoSites(() => ({ FILES_DIR: filesDir }));
let owner: SiteClient;
let otherOwner: SiteClient;

type Certificate = { id: string; code: string; courseId: string; courseName: string; userName: string; grade: number | null; possible: number | null; percent: number | null; issuedAt: string; verifyUrl: string; pdfUrl: string };

const ARABIC_NAME = 'مريم عبد الرحمن';

let counter = 0;
async function newCourse(fields: Record<string, unknown> = {}) {
  counter += 1;
  const { status, body } = await owner.json<{ id: string; name: string }>('POST', '/api/courses', { name: `Seerah ${counter}-${Date.now()}`, ...fields });
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

async function addLesson(courseId: string, fields: Record<string, unknown>) {
  const { status, body } = await owner.json<{ id: string }>('POST', `/api/courses/${courseId}/materials`, { name: 'Lesson', type: 'article', ...fields });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.id;
}

async function registeredStudent(courseId: string, name = 'Mona Hassan') {
  const student = await newSignedInStudent(sites.acme, { name });
  expect((await student.client.json('POST', `/api/courses/${courseId}/register/`)).status).toBe(200);
  return student;
}

const setRule = async (courseId: string, cert_config: { score: number; source: '*' | string[] }, extra: Record<string, unknown> = {}) =>
  expect((await owner.json('PUT', `/api/courses/${courseId}`, { cert_config, ...extra })).status).toBe(200);

const ask = (client: SiteClient, courseId: string) => client.json<Certificate>('POST', `/api/courses/${courseId}/certificate`);
const refusal = (error: string) => ({ status: 403, body: { error } });

async function fetchPdf(client: SiteClient, code: string, headers: Record<string, string> = {}) {
  const response = await client.request('GET', `/certificates/${code}/pdf`, { headers });
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

/** How many images a PDF holds (poppler's pdfimages). */
function imagesIn(pdf: Buffer): number {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'halaqa-certificate-'));
  try {
    const file = path.join(folder, 'certificate.pdf');
    fs.writeFileSync(file, pdf);
    // Two header lines, then one line per image.
    return execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').length - 2;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

beforeAll(async () => {
  owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
  otherOwner = await signedInClient(sites.other, OTHER.ownerEmail, OTHER.ownerPassword);
});

describe('who is given a certificate', () => {
  it('always (−1): at once, with no grade when nothing graded counts', async () => {
    const course = await newCourse({ cert_config: { score: -1, source: '*' } });
    await addLesson(course.id, { name: 'Makkah' });
    const { client } = await registeredStudent(course.id, 'Aisha Student');
    const { status, body } = await ask(client, course.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ courseId: course.id, courseName: course.name, userName: 'Aisha Student', grade: null, percent: null });
    expect(body.code).toMatch(/^[a-z2-7]{16}$/);
    expect(body.verifyUrl).toBe(`${sites.acme}/certificates/${body.code}`);
    expect(body.pdfUrl).toBe(`${sites.acme}/certificates/${body.code}/pdf`);
  });

  it('never (−3): refused, saying so', async () => {
    const course = await newCourse({ cert_config: { score: -3, source: '*' } });
    const { client } = await registeredStudent(course.id);
    expect(await ask(client, course.id)).toEqual(refusal('This course does not give certificates.'));
  });

  it('is what a new course gives unless its teacher says otherwise: every lesson finished (0, issue #44)', async () => {
    const course = await newCourse();
    expect((await owner.json<{ cert_config: { score: number } }>('GET', `/api/courses/${course.id}`)).body.cert_config.score).toBe(0);
    const lesson = await addLesson(course.id, { name: 'Makkah' });
    const { client } = await registeredStudent(course.id);
    expect(await ask(client, course.id)).toEqual(refusal('Finish every lesson of the course to get its certificate (0 of 1 finished).'));
    await client.json('POST', `/api/courses/${course.id}/materials/${lesson}/complete`);
    expect((await ask(client, course.id)).status).toBe(200);
  });

  it('every lesson finished (0): refused with the count until the last visible lesson is done', async () => {
    const course = await newCourse({ cert_config: { score: 0, source: '*' } });
    const first = await addLesson(course.id, { name: 'Makkah' });
    const second = await addLesson(course.id, { name: 'Madinah' });
    // Hidden lessons are not the students' to finish.
    await addLesson(course.id, { name: 'Draft', visible: false });
    const { client } = await registeredStudent(course.id);
    expect(await ask(client, course.id)).toEqual(refusal('Finish every lesson of the course to get its certificate (0 of 2 finished).'));
    await client.json('POST', `/api/courses/${course.id}/materials/${first}/complete`);
    expect(await ask(client, course.id)).toEqual(refusal('Finish every lesson of the course to get its certificate (1 of 2 finished).'));
    await client.json('POST', `/api/courses/${course.id}/materials/${second}/complete`);
    expect((await ask(client, course.id)).status).toBe(200);
  });

  it('a minimum grade: earned ÷ possible over quiz points and assignment grades, from every source or the chosen ones', async () => {
    const course = await newCourse({ cert_config: { score: 60, source: '*' } });
    const quiz = await addLesson(course.id, {
      name: 'Letters quiz',
      type: 'quiz',
      quiz: [
        { type: 'single', text: 'Which letter is first?', options: ['Alif', 'Ba'], correct: [0], score: 2 },
        { type: 'single', text: 'Which letter is last?', options: ['Waw', 'Ya'], correct: [1], score: 3 },
      ],
    });
    const essay = await addLesson(course.id, { name: 'Essay', type: 'assignment', assignment_settings: { instructions: 'Explain the rules of noon sakinah.', max_grade: 10 } });
    const { client } = await registeredStudent(course.id);
    expect(await ask(client, course.id)).toEqual(refusal('Your grade is 0%; this certificate needs at least 60%.'));

    const quizPath = `/api/courses/${course.id}/materials/${quiz}`;
    await client.json('POST', `${quizPath}/start-quiz`);
    await client.json('POST', `${quizPath}/submit-answer`, { index: 0, answer: 0 });
    await client.json('POST', `${quizPath}/submit-answer`, { index: 1, answer: 0 });
    expect((await client.json<{ score: number }>('POST', `${quizPath}/submit-quiz`)).body.score).toBe(2);
    // 2 of 5 quiz points and 0 of 10 for the ungraded essay.
    expect(await ask(client, course.id)).toEqual(refusal('Your grade is 13.3%; this certificate needs at least 60%.'));

    const essayPath = `/api/courses/${course.id}/materials/${essay}/assignment`;
    const submission = await client.json<{ id: string }>('POST', `${essayPath}/submit`, { text: 'Four rules: idhhar, idgham, iqlab, ikhfa.' });
    expect(submission.status).toBe(200);
    expect((await owner.json('POST', `${essayPath}/${submission.body.id}/grade`, { grade: 7, feedback: 'Good' })).status).toBe(200);

    await setRule(course.id, { score: 50, source: [`${quiz}:quiz`] });
    expect(await ask(client, course.id)).toEqual(refusal('Your grade is 40%; this certificate needs at least 50%.'));
    await setRule(course.id, { score: 50, source: [] });
    expect(await ask(client, course.id)).toEqual(refusal('This course has no graded quizzes or assignments yet, so its certificate cannot be earned.'));
    await setRule(course.id, { score: 60, source: [`${quiz}:quiz`, `${essay}:assignment`] });
    const issued = await ask(client, course.id);
    expect(issued.status).toBe(200);
    // (2 + 7) of (5 + 10) = 60 %.
    expect(issued.body).toMatchObject({ grade: 9, possible: 15, percent: 60 });
    // Read as the points out of those there were to earn (issue #44, item 8), on the page and the PDF.
    const verified = await (await new SiteClient(sites.acme).request('GET', `/certificates/${issued.body.code}`, { headers: { cookie: 'lang=en' } })).text();
    expect(verified).toContain('9 of 15 points (60%)');
    const pdf = await fetchPdf(client, issued.body.code, { cookie: 'lang=en' });
    expect(readPdf(pdf.bytes).text).toContain('9 of 15 points (60%)');
  });

  it('never offers one to a course manager', async () => {
    const course = await newCourse({ cert_config: { score: -1, source: '*' } });
    expect(await ask(owner, course.id)).toEqual(refusal('Course managers are not given this course’s certificate.'));
  });

  it('refuses visitors, students of other courses, other sites and unknown courses', async () => {
    const course = await newCourse({ cert_config: { score: -1, source: '*' } });
    expect((await ask(new SiteClient(sites.acme), course.id)).status).toBe(401);
    const outsider = await newSignedInStudent(sites.acme);
    expect(await ask(outsider.client, course.id)).toEqual({ status: 403, body: { error: 'Register for this course first.' } });
    expect(await ask(otherOwner, course.id)).toEqual({ status: 404, body: { error: 'Not found.' } });
    expect((await ask(owner, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await ask(owner, 'not-a-course')).status).toBe(404);
  });
});

describe('issuing once', () => {
  it('returns the same certificate when asked again or many times at once, with the names it was issued under', async () => {
    const course = await newCourse({ cert_config: { score: -1, source: '*' } });
    const { client } = await registeredStudent(course.id, 'Yusuf Ali');
    const racing = await Promise.all(Array.from({ length: 6 }, () => ask(client, course.id)));
    expect(racing.map(({ status }) => status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(racing.map(({ body }) => body.id)).size).toBe(1);
    const first = racing[0]!.body;

    await owner.json('PUT', `/api/courses/${course.id}`, { name: `${course.name} (renamed)`, cert_config: { score: -3, source: '*' } });
    await client.json('PUT', '/api/users/me', { name: 'Yusuf Renamed' });
    // Issued stays issued, whatever changed since.
    expect(await ask(client, course.id)).toEqual({ status: 200, body: first });
    const page = await (await new SiteClient(sites.acme).request('GET', `/certificates/${first.code}`)).text();
    expect(page).toContain('Yusuf Ali');
    expect(page).toContain(course.name);
    expect(page).not.toContain('Yusuf Renamed');
  });
});

describe('the verification page and the PDF', () => {
  it('shows who earned which course, when and with what grade, to anyone, on its own site only', async () => {
    const course = await newCourse({ cert_config: { score: -1, source: '*' } });
    const { client } = await registeredStudent(course.id, ARABIC_NAME);
    const { body: certificate } = await ask(client, course.id);
    const visitor = new SiteClient(sites.acme);
    const found = await visitor.request('GET', `/certificates/${certificate.code}`, { headers: { cookie: 'lang=en' } });
    expect(found.status).toBe(200);
    const html = await found.text();
    expect(html).toContain('This certificate is genuine: it was issued by Acme Academy.');
    expect(html).toContain(ARABIC_NAME);
    expect(html).toContain(course.name);
    expect(html).toContain(`/certificates/${certificate.code}/pdf`);

    const elsewhere = await new SiteClient(sites.other).request('GET', `/certificates/${certificate.code}`, { headers: { cookie: 'lang=en' } });
    expect(elsewhere.status).toBe(404);
    const notFound = await elsewhere.text();
    expect(notFound).toContain('Certificate not found');
    expect(notFound).not.toContain(ARABIC_NAME);
    expect((await visitor.request('GET', '/certificates/abcdefghijklmnop')).status).toBe(404);
    expect((await fetchPdf(new SiteClient(sites.other), certificate.code)).status).toBe(404);
    expect((await fetchPdf(visitor, 'abcdefghijklmnop')).status).toBe(404);
  });

  it('prints the default design in Arabic on one A4 landscape page with the name shaped and readable', async () => {
    const course = await newCourse({ name: `السيرة النبوية ${Date.now()}`, cert_config: { score: -1, source: '*' } });
    const { client } = await registeredStudent(course.id, ARABIC_NAME);
    const { body: certificate } = await ask(client, course.id);
    const pdf = await fetchPdf(new SiteClient(sites.acme), certificate.code);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const page = readPdf(pdf.bytes);
    expect(page.pages).toBe(1);
    expect(page.width).toBeGreaterThan(page.height);
    expect(page.inked).toBeGreaterThan(0.01);
    expect(page.text).toContain(ARABIC_NAME);
    expect(page.text).toContain('شهادة إتمام');
    expect(page.text).toContain(course.name);
  });

  it('makes the verb agree with a holder who asks to be spoken of as a woman (issue #44, item 8)', async () => {
    const course = await newCourse({ name: `الفقه الميسر ${Date.now()}`, cert_config: { score: -1, source: '*' } });
    const { client } = await registeredStudent(course.id, 'ليلى أحمد');
    expect((await client.json('PUT', '/api/users/me', { settings: '{"addressAs":"feminine"}' })).status).toBe(200);
    const { body: certificate } = await ask(client, course.id);
    // pdftotext gives the shadda and the letter it sits on in either order: read without it.
    const printedVerb = async () => readPdf((await fetchPdf(new SiteClient(sites.acme), certificate.code)).bytes).text.replaceAll('\u0651', '');
    expect(await printedVerb()).toContain('قد أتمت بنجاح دورة');

    // Said otherwise later, the next print follows.
    expect((await client.json('PUT', '/api/users/me', { settings: '{"addressAs":"masculine"}' })).status).toBe(200);
    expect(await printedVerb()).toContain('قد أتم بنجاح دورة');
  });

  it('prints the site’s logo on the default design (issue #44)', async () => {
    // On the other site, so this site's certificates keep their design without a logo.
    const logo = await uploadFile(otherOwner, 'Logo.png', await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1565c0' } }).png().toBuffer(), { segment: 'images' });
    expect((await otherOwner.json('POST', '/api/settings/general', { settings: { siteLogo: logo } })).status).toBe(200);
    const course = await otherOwner.json<{ id: string }>('POST', '/api/courses', { name: `Fiqh ${Date.now()}`, cert_config: { score: -1, source: '*' } });
    const student = await newSignedInStudent(sites.other);
    expect((await student.client.json('POST', `/api/courses/${course.body.id}/register/`)).status).toBe(200);
    const { body: certificate } = await ask(student.client, course.body.id);
    const pdf = await fetchPdf(new SiteClient(sites.other), certificate.code);
    expect(pdf.status).toBe(200);
    expect(imagesIn(pdf.bytes)).toBe(1);
  });

  it('prints the course’s signature above the signer’s name, and accepts only this site’s public pictures for it (issue #44, item 8)', async () => {
    const png = await sharp({ create: { width: 120, height: 40, channels: 3, background: '#222222' } }).png().toBuffer();
    const signatureKey = await uploadFile(owner, 'Signature.png', png, { segment: 'certificates' });
    const course = await newCourse({ cert_config: { score: -1, source: '*' } });

    const otherSitesKey = await uploadFile(otherOwner, 'Signature.png', png, { segment: 'certificates' });
    const privateKey = await uploadFile(owner, 'Signature.png', png, { segment: 'certificates', visibility: 'private' });
    for (const refused of [otherSitesKey, privateKey, 'public/certificates/1/never_uploaded.png']) {
      const reply = await owner.json('PUT', `/api/courses/${course.id}`, { certificateSignature: refused });
      expect(reply).toMatchObject({ status: 400, body: { field: 'certificateSignature' } });
    }
    expect((await owner.json('PUT', `/api/courses/${course.id}`, { certificateSigner: 'x'.repeat(101) })).status).toBe(400);

    expect((await owner.json('PUT', `/api/courses/${course.id}`, { certificateSignature: signatureKey, certificateSigner: 'Dr. Huda Salem' })).status).toBe(200);
    const { client } = await registeredStudent(course.id);
    const { body: certificate } = await ask(client, course.id);
    const pdf = await fetchPdf(new SiteClient(sites.acme), certificate.code);
    expect(imagesIn(pdf.bytes)).toBe(1);
    expect(readPdf(pdf.bytes).text).toContain('Dr. Huda Salem');

    // Taken off again, the next print has no picture.
    expect((await owner.json('PUT', `/api/courses/${course.id}`, { certificateSignature: '' })).status).toBe(200);
    expect(imagesIn((await fetchPdf(new SiteClient(sites.acme), certificate.code)).bytes)).toBe(0);
  });

  it('prints a certificate once per design and language, then reads the kept PDF', async () => {
    const course = await newCourse({ cert_config: { score: -1, source: '*' } });
    const { client } = await registeredStudent(course.id);
    const { body: certificate } = await ask(client, course.id);
    const keptPrints = () =>
      fs.readdirSync(filesDir).flatMap((tenant) => {
        const folder = path.join(filesDir, tenant, 'printed', 'certificates', certificate.code);
        return fs.existsSync(folder) ? fs.readdirSync(folder).map((file) => path.join(folder, file)) : [];
      });
    // A class opening the link at once: one print, the same PDF for all.
    const atOnce = await Promise.all([1, 2, 3, 4].map(() => fetchPdf(new SiteClient(sites.acme), certificate.code)));
    expect(atOnce.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
    expect(atOnce.every((reply) => reply.bytes.equals(atOnce[0]!.bytes))).toBe(true);
    expect(keptPrints()).toHaveLength(1);
    // What is kept is what is sent: replace it, and the replacement comes back without a new print.
    const marker = Buffer.from('%PDF-1.4 kept\n');
    fs.writeFileSync(keptPrints()[0]!, marker);
    expect((await fetchPdf(new SiteClient(sites.acme), certificate.code)).bytes.equals(marker)).toBe(true);
    // Another language is another print.
    const english = await fetchPdf(new SiteClient(sites.acme), certificate.code, { cookie: 'lang=en' });
    expect(english.bytes.equals(marker)).toBe(false);
    expect(readPdf(english.bytes).text).toContain('Certificate of Completion');
    expect(keptPrints()).toHaveLength(2);
  });

  it('prints the course’s own design, sanitised, with the name as text', async () => {
    const course = await newCourse({ cert_config: { score: -1, source: '*' } });
    const { client } = await registeredStudent(course.id, `${ARABIC_NAME} <b>x</b>`);
    const { body: certificate } = await ask(client, course.id);
    const template = '<p style="font-size:80pt;text-align:center;margin-top:60mm">{{userName}}</p><script>document.body.innerHTML = "hacked"</script>';
    await setRule(course.id, { score: -1, source: '*' }, { certificateTemplate: template });
    const page = readPdf((await fetchPdf(new SiteClient(sites.acme), certificate.code)).bytes);
    expect(page.text).toContain(ARABIC_NAME);
    // The markup in the name is printed as text (right-to-left text reorders its brackets).
    expect(page.text).toContain('b>x</b');
    expect(page.text).not.toContain('hacked');
    // Only the name is drawn: it alone inks the page.
    expect(page.inked).toBeGreaterThan(0.005);

    await setRule(course.id, { score: -1, source: '*' }, { certificateTemplate: '<p>{{courseName}}</p>' });
    const blank = readPdf((await fetchPdf(new SiteClient(sites.acme), certificate.code)).bytes);
    expect(blank.text).not.toContain(ARABIC_NAME);
    expect(blank.inked).toBeLessThan(page.inked);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { catalogues, translatorFor, type Language } from '@halaqa/shared/i18n/index';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { MOBILE } from '@halaqa/infra/testing/browser';
import { readPdf } from '@halaqa/infra/testing/read-pdf';
import sharp from 'sharp';
import type { SiteClient } from '@halaqa/infra/testing/site-client';
import { expectNoAxeViolations, signedInContext } from './support/pages';
import { ACME, usePlatform } from './support/platform';

/**
 * Issue #6, certificates in the browser, in Arabic: a teacher gives the course's certificate to
 * students who finish every lesson and designs it with the placeholder buttons and the preview;
 * a student is told what is missing, finishes the lesson, gets the certificate, opens its
 * verification page and downloads the PDF, which shows their Arabic name.
 */
const platform = usePlatform();
const ar = catalogues.ar.certificates;
const t = translatorFor('ar');
const STUDENT_NAME = 'مريم عبد الرحمن';
let owner: SiteClient;

beforeAll(async () => {
  owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
});

const browserOf = (client: SiteClient, language: Language) => signedInContext(platform.browser, platform.acme, client, language);

/** A teacher's course with one article lesson (the owner of a fresh site would see the first-run wizard). */
async function teachersCourse(name = 'السيرة النبوية') {
  const teacher = await newSignedInStudent(platform.acme, { name: 'Ustadh Karim' });
  expect((await owner.json('PUT', `/api/users/${teacher.id}`, { isTeacher: true })).status).toBe(200);
  const course = await teacher.client.json<{ id: string; name: string }>('POST', '/api/courses', { name });
  expect(course.status).toBe(201);
  const lesson = await teacher.client.json<{ id: string }>('POST', `/api/courses/${course.body.id}/materials`, { name: 'مكة', type: 'article', content: '<p>البعثة</p>' });
  expect(lesson.status).toBe(200);
  return { teacher: teacher.client, teacherId: teacher.id, course: course.body, lessonId: lesson.body.id };
}

describe('a course certificate in Arabic', () => {
  it('is designed by the teacher, earned by finishing the course, verified and downloaded as a PDF with the Arabic name', async () => {
    const { teacher, course, lessonId } = await teachersCourse();

    // The teacher: "students who finish every lesson", a design written with the placeholder buttons.
    const teacherContext = await browserOf(teacher, 'ar');
    const editor = await teacherContext.newPage();
    await editor.goto(`${platform.acme}/admin/courses/${course.id}`);
    const designer = editor.getByTestId('certificate-designer');
    await designer.getByRole('radio', { name: ar.designer.allFinished }).check();
    // The HTML view, for experts (the visual designer is authoring-tools.e2e.ts's).
    await designer.getByRole('radio', { name: catalogues.ar.authoring.certificate.html }).check();
    const template = designer.getByLabel(ar.designer.template);
    await template.fill('<h1 style="text-align:center;font-size:36pt;margin-top:40mm">شهادة ');
    await designer.getByRole('button', { name: ar.designer.placeholder.courseName }).click();
    await expect.poll(() => template.evaluate((element) => element === document.activeElement)).toBe(true);
    await template.pressSequentially('</h1><p style="text-align:center;font-size:40pt">');
    await designer.getByRole('button', { name: ar.designer.placeholder.userName }).click();
    expect(await template.inputValue()).toBe('<h1 style="text-align:center;font-size:36pt;margin-top:40mm">شهادة {{courseName}}</h1><p style="text-align:center;font-size:40pt">{{userName}}');
    // The preview fills the design with sample values.
    await expect.poll(() => designer.getByTestId('certificate-preview').getAttribute('srcdoc')).toContain(ar.sample.userName);
    expect(await designer.getByTestId('certificate-preview').getAttribute('srcdoc')).toContain(`شهادة <bdi>${ar.sample.courseName}</bdi>`);
    await designer.getByRole('button', { name: ar.designer.save }).click();
    await designer.getByRole('status').filter({ hasText: ar.designer.saved }).waitFor();
    // axe cannot run inside the preview: it is sandboxed, so no script runs there (axe waits for it forever).
    expect(await designer.getByTestId('certificate-preview').getAttribute('title')).toBe(ar.designer.previewTitle);
    await expectNoAxeViolations(editor, { include: '[data-testid="certificate-designer"]', exclude: ['[data-testid="certificate-preview"]'] });
    await editor.reload();
    expect(await designer.getByRole('radio', { name: ar.designer.allFinished }).isChecked()).toBe(true);
    await designer.getByRole('radio', { name: catalogues.ar.authoring.certificate.html }).check();
    expect(await designer.getByLabel(ar.designer.template).inputValue()).toContain('{{userName}}');
    await teacherContext.close();

    // The student: refused with the reason until the lesson is finished, then given the certificate.
    const student = await newSignedInStudent(platform.acme, { name: STUDENT_NAME });
    expect((await student.client.json('POST', `/api/courses/${course.id}/register/`)).status).toBe(200);
    const context = await browserOf(student.client, 'ar');
    const page = await context.newPage();
    await page.goto(`${platform.acme}/courses/${course.id}`);
    const request = page.getByTestId('certificate-request');
    await request.getByRole('button', { name: ar.get.button }).click();
    expect(await request.getByRole('alert').textContent()).toBe(t('certificates.notEligible.notAllFinished', { finished: 0, total: 1 }));

    await page.goto(`${platform.acme}/courses/${course.id}/lessons/${lessonId}`);
    await page.getByRole('button', { name: catalogues.ar.learning.lesson.markComplete }).click();
    await page.getByRole('button', { name: catalogues.ar.learning.lesson.markNotComplete }).waitFor();

    await page.goto(`${platform.acme}/courses/${course.id}`);
    await request.getByRole('button', { name: ar.get.button }).click();
    await request.getByRole('status').filter({ hasText: ar.get.issued }).waitFor();
    await expectNoAxeViolations(page, { include: '[data-testid="certificate-request"]' });
    const pdfUrl = (await request.getByRole('link', { name: ar.get.download }).getAttribute('href'))!;

    // Its public page says who earned which course.
    await Promise.all([page.waitForURL('**/certificates/*'), request.getByRole('link', { name: ar.get.view }).click()]);
    expect(await page.getByTestId('certificate-user').textContent()).toBe(STUDENT_NAME);
    expect(await page.getByTestId('certificate-course').textContent()).toBe(course.name);
    expect(await page.getByTestId('certificate-pdf').getAttribute('href')).toBe(new URL(pdfUrl).pathname);
    await expectNoAxeViolations(page);

    // The PDF: one landscape page with ink on it, the Arabic name and course in its text.
    const pdf = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, type: response.headers.get('content-type'), bytes: [...new Uint8Array(await response.arrayBuffer())] };
    }, pdfUrl);
    expect([pdf.status, pdf.type]).toEqual([200, 'application/pdf']);
    const printed = readPdf(Uint8Array.from(pdf.bytes));
    expect(printed.pages).toBe(1);
    expect(printed.width).toBeGreaterThan(printed.height);
    expect(printed.inked).toBeGreaterThan(0.005);
    expect(printed.text).toContain(STUDENT_NAME);
    expect(printed.text).toContain(`شهادة ${course.name}`);
    await context.close();
  });
});

describe('a certificate’s signature, on a phone in English', () => {
  it('is uploaded in the designer, shown there and in the preview above the teacher’s name, and printed on the PDF (issue #44, item 8)', async () => {
    const en = catalogues.en.certificates;
    const { teacher, teacherId, course } = await teachersCourse('Tajweed, signed');
    // Pictures every visitor may see need the upload-files right (files decisions), which the owner gives.
    expect((await owner.json('POST', `/api/users/${teacherId}/rights`, { newRole: 'admin', rights: ['upload-files'] })).status).toBe(200);
    const phone = await signedInContext(platform.browser, platform.acme, teacher, 'en', { ...MOBILE, viewport: { width: 375, height: 812 } });
    const editor = await phone.newPage();
    await editor.goto(`${platform.acme}/admin/courses/${course.id}`);
    const designer = editor.getByTestId('certificate-designer');
    await designer.getByRole('radio', { name: en.designer.always }).check();
    const signature = designer.getByRole('group', { name: en.designer.signatureHeading });
    // Left empty, the name under the signature is the teacher's.
    expect(await signature.getByText(en.designer.signerHint.replace('{{name}}', 'Ustadh Karim')).count()).toBe(1);
    const png = await sharp({ create: { width: 160, height: 50, channels: 3, background: '#1a237e' } }).png().toBuffer();
    await signature.getByLabel(en.designer.addSignature).setInputFiles({ name: 'Signature.png', mimeType: 'image/png', buffer: png });
    await signature.getByRole('img', { name: en.designer.signatureAlt }).waitFor();
    await expect.poll(() => designer.getByTestId('certificate-preview').getAttribute('srcdoc')).toContain('alt="Signature of Ustadh Karim"');
    await designer.getByRole('button', { name: en.designer.save }).click();
    await designer.getByRole('status').filter({ hasText: en.designer.saved }).waitFor();
    // The designer fits the phone: nothing wider than the screen.
    expect(await editor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(editor, { include: '[data-testid="certificate-designer"]', exclude: ['[data-testid="certificate-preview"]'] });
    expect((await teacher.json('PUT', '/api/users/me', { settings: JSON.stringify({ darkMode: true }) })).status).toBe(200);
    await editor.reload();
    await signature.getByRole('button', { name: en.designer.removeSignature }).waitFor();
    await expectNoAxeViolations(editor, { include: '[data-testid="certificate-designer"]', exclude: ['[data-testid="certificate-preview"]'] });
    await phone.close();

    const student = await newSignedInStudent(platform.acme, { name: 'Mona Hassan' });
    expect((await student.client.json('POST', `/api/courses/${course.id}/register/`)).status).toBe(200);
    const issued = await student.client.json<{ pdfUrl: string }>('POST', `/api/courses/${course.id}/certificate`);
    expect(issued.status).toBe(200);
    const pdf = await student.client.request('GET', new URL(issued.body.pdfUrl).pathname);
    expect(readPdf(new Uint8Array(await pdf.arrayBuffer())).text).toContain('Ustadh Karim');
  });
});

import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogues, translatorFor, type Language } from '@halaqa/shared/i18n/index';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { readPdf } from '@halaqa/infra/testing/read-pdf';
import type { SiteClient } from '@halaqa/infra/testing/site-client';
import { expectNoAxeViolations, islandsHydrated, signedInPage } from './support/pages';
import { ACME, usePlatform } from './support/platform';

/**
 * Issue #14, the authoring tools in the browser, in Arabic on a 1280px screen and a 375px phone:
 * a teacher writes a video lesson's transcript row by row, sees the spec's message beside the row
 * that breaks a rule and cannot save until it is fixed, and the student's lesson page then shows
 * the transcript; a teacher puts a placeholder chip into the certificate's design in the visual
 * designer, and the student's certificate PDF shows the student's name in its place. Axe checks
 * both in Arabic and English, light and dark.
 */
const platform = usePlatform();
const ar = catalogues.ar;
const tAr = translatorFor('ar');
const STUDENT_NAME = 'مريم عبد الرحمن';
const VIDEO = 'public/materials/2/c3d4_tajweed.webm';
let owner: SiteClient;

beforeAll(async () => {
  owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
});

let counter = 0;

/** A teacher (not the site's owner, who would meet the first-run wizard) with a course of one lesson. */
async function teachersCourse(lesson: Record<string, unknown>, { darkMode = false } = {}) {
  counter += 1;
  const teacher = await newSignedInStudent(platform.acme, { name: 'Ustadh Karim' });
  expect((await owner.json('PUT', `/api/users/${teacher.id}`, { isTeacher: true })).status).toBe(200);
  if (darkMode) expect((await teacher.client.json('PUT', '/api/users/me', { settings: JSON.stringify({ darkMode }) })).status).toBe(200);
  const course = await teacher.client.json<{ id: string }>('POST', '/api/courses', { name: `أحكام التجويد ${counter}-${Date.now()}` });
  expect(course.status).toBe(201);
  const created = await teacher.client.json<{ id: string }>('POST', `/api/courses/${course.body.id}/materials`, lesson);
  expect(created.status).toBe(200);
  return { teacher: teacher.client, courseId: course.body.id, lessonId: created.body.id };
}

async function registeredStudent(courseId: string) {
  const student = await newSignedInStudent(platform.acme, { name: STUDENT_NAME });
  expect((await student.client.json('POST', `/api/courses/${courseId}/register/`)).status).toBe(200);
  return student.client;
}

const RUNS = [
  { run: 'on a 1280px screen', options: { viewport: { width: 1280, height: 900 } } },
  { run: 'on a 375px phone', options: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true } },
];

/** The axe scan of the course editor; the certificate preview is a sandboxed frame axe cannot enter. */
const expectEditorAccessible = (page: Page) => expectNoAxeViolations(page, { exclude: ['[data-testid="certificate-preview"]'] });
/** Whether a part of the page lays out within the width it is given, nothing sticking out sideways. */
const fitsItsWidth = (part: Locator) => part.evaluate((element) => element.scrollWidth <= element.clientWidth + 1);
/**
 * Radio buttons are chosen and buttons pressed from the keyboard here. On the 375px phone the
 * course editor's page is already wider than the screen (a field of the course form at its top,
 * not these tools), and taps computed by Playwright land beside the target; a keyboard user
 * reaches them the same way.
 */
const choose = async (page: Page, radio: Locator) => {
  // The designer's fields stay disabled until its script runs, which can be after the island hydrates.
  await expect.poll(() => radio.isEnabled(), { timeout: 15_000 }).toBe(true);
  await radio.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => radio.isChecked()).toBe(true);
};

/** The text of the messages a field is described by: what a screen reader reads with it. */
async function descriptionOf(page: Page, field: Locator): Promise<string[]> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  return Promise.all(ids.map(async (id) => (await page.locator(`[id="${id}"]`).textContent()) ?? ''));
}

describe.each(RUNS)('the authoring tools in Arabic $run', ({ options }) => {
  it('a transcript with a broken rule cannot be saved until it is fixed, and then the student reads it', async () => {
    const { teacher, courseId, lessonId } = await teachersCourse({ name: 'المدود', type: 'video', video: VIDEO });
    const transcriptOf = async () =>
      (await teacher.json<{ transcript: unknown[] }>('GET', `/api/courses/${courseId}/materials/${lessonId}`)).body.transcript;
    const { context, page } = await signedInPage(platform.browser, platform.acme, teacher, 'ar', options);
    await page.goto(`${platform.acme}/admin/courses/${courseId}?lesson=${lessonId}`);
    await islandsHydrated(page);
    const form = page.locator('form.lesson-editor');
    await expect.poll(() => form.getByLabel(ar.teaching.lessonName).inputValue(), { timeout: 15_000 }).toBe('المدود');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');

    const editor = form.getByTestId('transcript-editor');
    const rows = editor.getByTestId('transcript-row');
    const field = (row: number, label: string) => rows.nth(row).getByLabel(label, { exact: true });
    const start = (row: number) => field(row, ar.authoring.transcript.start);
    const end = (row: number) => field(row, ar.authoring.transcript.end);
    const text = (row: number) => field(row, ar.authoring.transcript.text);

    // Two segments: each new one starts where the last ends, five seconds long.
    await editor.getByRole('button', { name: ar.authoring.transcript.add }).press('Enter');
    await text(0).fill('بسم الله الرحمن الرحيم');
    await editor.getByRole('button', { name: ar.authoring.transcript.add }).press('Enter');
    expect([await start(1).inputValue(), await end(1).inputValue()]).toEqual(['0:05', '0:10']);
    await text(1).fill('المد الطبيعي حركتان');

    // A time that is not m:ss, then a segment that starts before the last one ends.
    await end(0).fill('0:5');
    await expect.poll(() => end(0).getAttribute('aria-invalid')).toBe('true');
    expect(await descriptionOf(page, end(0))).toEqual([ar.authoring.transcript.timeInvalid]);
    await end(0).fill('0:05');
    await expect.poll(() => end(0).getAttribute('aria-invalid')).toBe('false');
    await start(1).fill('0:03');
    await expect.poll(() => start(1).getAttribute('aria-invalid')).toBe('true');
    expect(await descriptionOf(page, start(1))).toEqual([ar.validation.transcriptOverlap]);
    expect(await rows.nth(1).locator('.field-error').textContent()).toBe(ar.validation.transcriptOverlap);
    expect(await rows.nth(0).locator('.field-error').count()).toBe(0);
    expect(await editor.getByRole('status').textContent()).toBe(tAr('authoring.transcript.problems', { count: 1 }));
    await expectEditorAccessible(page);
    expect(await fitsItsWidth(editor)).toBe(true);

    // Saving is refused with the reason, the focus goes to the field to fix, and nothing is sent.
    await form.getByRole('button', { name: ar.teaching.save, exact: true }).press('Enter');
    expect(await form.getByRole('alert').textContent()).toBe(ar.authoring.transcript.fixFirst);
    await expect.poll(() => start(1).evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await transcriptOf()).toEqual([]);

    // Fixed, it saves: times as seconds, in time order.
    await start(1).fill('0:05');
    await end(1).fill('0:12.5');
    await expect.poll(() => editor.locator('[aria-invalid="true"]').count()).toBe(0);
    expect(await editor.locator('.field-error').count()).toBe(0);
    await form.getByRole('button', { name: ar.teaching.save, exact: true }).press('Enter');
    await expect.poll(transcriptOf).toEqual([
      { start: 0, end: 5, text: 'بسم الله الرحمن الرحيم' },
      { start: 5, end: 12.5, text: 'المد الطبيعي حركتان' },
    ]);
    await context.close();

    // The student's lesson page reads it, line by line with the time each starts.
    const student = await registeredStudent(courseId);
    const asStudent = await signedInPage(platform.browser, platform.acme, student, 'ar', options);
    await asStudent.page.goto(`${platform.acme}/courses/${courseId}/lessons/${lessonId}`);
    const lines = asStudent.page.getByRole('list', { name: ar.learning.lesson.transcript });
    expect(await lines.getByRole('listitem').allTextContents()).toEqual(['0:00بسم الله الرحمن الرحيم', '0:05المد الطبيعي حركتان']);
    await asStudent.context.close();
  });

  it('a placeholder chip put in the visual certificate designer is filled with the student’s name on the certificate', async () => {
    const { teacher, courseId, lessonId } = await teachersCourse({ name: 'مقدمة', type: 'article', content: '<p>البداية</p>' });
    const { context, page } = await signedInPage(platform.browser, platform.acme, teacher, 'ar', options);
    await page.goto(`${platform.acme}/admin/courses/${courseId}`);
    await islandsHydrated(page);
    const designer = page.getByTestId('certificate-designer');
    await choose(page, designer.getByRole('radio', { name: ar.certificates.designer.allFinished }));
    expect(await designer.getByRole('radio', { name: ar.authoring.certificate.visual }).isChecked()).toBe(true);

    // Text typed in place, then the student's name as a chip from the placeholder buttons.
    const canvas = designer.getByRole('textbox', { name: ar.authoring.certificate.visualLabel });
    // Focused rather than clicked: on a phone the page scrolls sideways inside its box.
    await canvas.focus();
    await page.keyboard.type('منحت هذه الشهادة إلى ');
    const insertName = designer.getByRole('group', { name: ar.certificates.designer.placeholders }).getByRole('button', { name: ar.certificates.designer.placeholder.userName });
    await insertName.press('Enter');
    const chips = canvas.locator('[data-placeholder="userName"]');
    await expect.poll(() => chips.count()).toBe(1);
    expect(await chips.textContent()).toBe(ar.certificates.designer.placeholder.userName);
    // A chip is one piece: Backspace removes it whole, and it can be put back.
    await expect.poll(() => canvas.evaluate((element) => element.contains(document.activeElement) || element === document.activeElement)).toBe(true);
    await page.keyboard.press('Backspace');
    await expect.poll(() => chips.count()).toBe(0);
    expect(await canvas.textContent()).toBe('منحت هذه الشهادة إلى ');
    await insertName.press('Enter');
    await expect.poll(() => chips.count()).toBe(1);

    // The HTML view shows the same design, and going back keeps the chip.
    await choose(page, designer.getByRole('radio', { name: ar.authoring.certificate.html }));
    expect(await designer.getByLabel(ar.certificates.designer.template).inputValue()).toBe('<p>منحت هذه الشهادة إلى {{userName}}</p>');
    await choose(page, designer.getByRole('radio', { name: ar.authoring.certificate.visual }));
    await expect.poll(() => designer.getByRole('textbox', { name: ar.authoring.certificate.visualLabel }).locator('[data-placeholder="userName"]').count()).toBe(1);

    // The sandboxed preview fills the chip with a sample name.
    await expect.poll(() => designer.getByTestId('certificate-preview').getAttribute('srcdoc')).toContain(`منحت هذه الشهادة إلى <bdi>${ar.certificates.sample.userName}</bdi>`);
    await designer.getByRole('button', { name: ar.certificates.designer.save }).press('Enter');
    await designer.getByRole('status').filter({ hasText: ar.certificates.designer.saved }).waitFor();
    await expectEditorAccessible(page);
    expect(await fitsItsWidth(designer)).toBe(true);
    await context.close();

    // The student finishes the course and gets the certificate: their name where the chip was.
    const student = await registeredStudent(courseId);
    expect((await student.json('POST', `/api/courses/${courseId}/materials/${lessonId}/complete`)).status).toBe(200);
    const certificate = await student.json<{ pdfUrl: string }>('POST', `/api/courses/${courseId}/certificate`);
    expect(certificate.status).toBe(200);
    const pdf = await student.request('GET', new URL(certificate.body.pdfUrl, platform.acme).pathname);
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const printed = readPdf(new Uint8Array(await pdf.arrayBuffer()));
    expect(printed.text).toContain(`منحت هذه الشهادة إلى ${STUDENT_NAME}`);
    expect(printed.text).not.toContain(ar.certificates.design.title);
  });
});

describe.each([
  { language: 'ar', darkMode: false },
  { language: 'ar', darkMode: true },
  { language: 'en', darkMode: false },
  { language: 'en', darkMode: true },
] as { language: Language; darkMode: boolean }[])('the authoring tools in $language, dark mode $darkMode', ({ language, darkMode }) => {
  it('have no axe violations with a rule broken in the transcript and a chip in the certificate design', async () => {
    const texts = catalogues[language];
    const transcript = [
      { start: 0, end: 4, text: 'Bismillah' },
      { start: 4, end: 9, text: 'Madd tabee’i' },
    ];
    const { teacher, courseId, lessonId } = await teachersCourse({ name: 'Madd', type: 'video', video: VIDEO, transcript }, { darkMode });
    expect((await teacher.json('PUT', `/api/courses/${courseId}`, { certificateTemplate: '<h1 style="text-align:center">Certificate</h1><p>{{userName}} — {{courseName}}</p>' })).status).toBe(200);
    const { context, page } = await signedInPage(platform.browser, platform.acme, teacher, language);
    await page.goto(`${platform.acme}/admin/courses/${courseId}?lesson=${lessonId}`);
    await islandsHydrated(page);
    expect(await page.locator('html').getAttribute('data-theme')).toBe(darkMode ? 'dark' : 'light');
    const editor = page.getByTestId('transcript-editor');
    await expect.poll(() => editor.getByTestId('transcript-row').count(), { timeout: 15_000 }).toBe(2);
    await editor.getByTestId('transcript-row').nth(1).getByLabel(texts.authoring.transcript.end, { exact: true }).fill('0:02');
    await editor.getByText(texts.validation.transcriptStartBeforeEnd).first().waitFor();
    await page.getByTestId('certificate-visual').locator('[data-placeholder="courseName"]').waitFor();
    await expectEditorAccessible(page);
    await context.close();
  });
});

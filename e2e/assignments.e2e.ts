import { beforeAll, describe, expect, it } from 'vitest';
import { catalogues, translatorFor } from '@halaqa/shared/i18n/index';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { MOBILE } from '@halaqa/infra/testing/browser';
import type { SiteClient } from '@halaqa/infra/testing/site-client';
import { localInputOf } from '../site/components/teaching/local-date-input';
import { expectNoAxeViolations, signedInPage } from './support/pages';
import { ACME, usePlatform } from './support/platform';

/**
 * Issue #6, assignments end to end: the teacher sets an assignment up in the lesson editor; a
 * student hands in a private file and a text; the teacher opens the file and grades it; the
 * student sees the grade and the feedback, and the lesson that needed the graded assignment
 * opens. In Arabic (right to left) and in English on a 375px phone, with axe on each page.
 */
const platform = usePlatform();
let owner: SiteClient;

beforeAll(async () => {
  owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
});

const INSTRUCTIONS = 'Record surah al-Ikhlas.\nExplain where you apply ghunnah.';
const RECITATION = { name: 'recitation.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% my recitation notes\n') };

let counter = 0;

/** A teacher's course: an assignment whose grade (at least 50 %) completes it, and a lesson that needs it. */
async function teachersCourse() {
  counter += 1;
  const teacher = await newSignedInStudent(platform.acme, { name: 'Ustadh Karim' });
  expect((await owner.json('PUT', `/api/users/${teacher.id}`, { isTeacher: true })).status).toBe(200);
  const course = await teacher.client.json<{ id: string }>('POST', '/api/courses', { name: `Tajweed practice ${counter}-${Date.now()}` });
  const lessons = `/api/courses/${course.body.id}/materials`;
  const essay = await teacher.client.json<{ id: string }>('POST', lessons, {
    name: 'Recitation',
    type: 'assignment',
    completion: { logic: 'all', rules: [{ type: 'assignmentSubmitted' }, { type: 'assignmentGraded', minScore: 50 }] },
  });
  const next = await teacher.client.json<{ id: string }>('POST', lessons, { name: 'Ghunnah in depth', type: 'article', content: '<p>Two counts of nasal sound.</p>', prerequisites: [essay.body.id] });
  const late = await teacher.client.json<{ id: string }>('POST', lessons, {
    name: 'Last week’s homework',
    type: 'assignment',
    assignment_settings: { instructions: 'Write the rules of madd.', dueDate: new Date(Date.now() - 86_400_000).toISOString() },
  });
  expect([course.status, essay.status, next.status, late.status]).toEqual([201, 200, 200, 200]);
  return { teacher: teacher.client, courseId: course.body.id, essayId: essay.body.id, nextId: next.body.id, lateId: late.body.id };
}

const RUNS = [
  { run: 'in Arabic, right to left', language: 'ar' as const, options: {} },
  { run: 'in English on a 375px phone', language: 'en' as const, options: { ...MOBILE, viewport: { width: 375, height: 740 } } },
];

describe.each(RUNS)('an assignment $run', ({ language, options }) => {
  it('is set up, handed in with a private file and text, graded, and unlocks the next lesson', async () => {
    const t = translatorFor(language);
    const a = catalogues[language].assessment.assignment;
    const { teacher, courseId, essayId, nextId, lateId } = await teachersCourse();
    const lessonUrl = (id: string) => `${platform.acme}/courses/${courseId}/lessons/${id}`;

    // The teacher writes the instructions, a maximum grade of 20 and a due date in the lesson editor.
    const dueDate = localInputOf(new Date(Date.now() + 3 * 86_400_000).toISOString());
    const teaching = await signedInPage(platform.browser, platform.acme, teacher, language, options);
    await teaching.page.goto(`${platform.acme}/admin/courses/${courseId}`);
    // The first page of the run hydrates slowly on a busy machine; its buttons stay disabled until then.
    await teaching.page.getByTestId('lesson-row').filter({ hasText: 'Recitation' }).getByRole('button', { name: catalogues[language].teaching.edit }).click({ timeout: 45_000 });
    const editor = teaching.page.locator('form.lesson-editor');
    await editor.getByLabel(a.instructionsField).fill(INSTRUCTIONS);
    await editor.getByLabel(a.maxGradeField).fill('20');
    await editor.getByLabel(a.dueDateField).fill(dueDate);
    await editor.getByRole('button', { name: catalogues[language].teaching.save }).click();
    await editor.waitFor({ state: 'detached' });
    const saved = await teacher.json<{ assignment_settings: { instructions: string; max_grade: number; dueDate: string } }>('GET', `/api/courses/${courseId}/materials/${essayId}`);
    expect(saved.body.assignment_settings).toMatchObject({ instructions: INSTRUCTIONS, max_grade: 20 });
    expect(localInputOf(saved.body.assignment_settings.dueDate)).toBe(dueDate);

    // The student reads the assignment: instructions, due date, not submitted yet.
    const student = await newSignedInStudent(platform.acme, { name: 'Mona Hassan' });
    expect((await student.client.json('POST', `/api/courses/${courseId}/register/`)).status).toBe(200);
    const learning = await signedInPage(platform.browser, platform.acme, student.client, language, options);
    const page = learning.page;
    await page.goto(lessonUrl(essayId));
    expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
    const assignment = page.getByTestId('assignment');
    expect(await assignment.getByRole('heading', { level: 2 }).textContent()).toBe(a.title);
    expect(await assignment.getByTestId('assignment-instructions').innerText()).toBe(INSTRUCTIONS);
    expect(await assignment.getByTestId('assignment-due').getAttribute('datetime')).toBe(saved.body.assignment_settings.dueDate);
    expect(await assignment.getByTestId('assignment-state').textContent()).toBe(a.states.notSubmitted);
    const nextInCurriculum = page.getByTestId('curriculum-lesson').filter({ hasText: 'Ghunnah in depth' });
    expect(await nextInCurriculum.getAttribute('data-access')).toBe('locked');
    await expectNoAxeViolations(page);

    // An empty submission is refused with the server's message; then a private file and a text.
    await assignment.getByRole('button', { name: a.submit }).click();
    expect(await assignment.getByRole('alert').textContent()).toBe(catalogues[language].validation.submissionEmpty);
    await assignment.getByLabel(a.attachFile).setInputFiles(RECITATION);
    await assignment.getByRole('button', { name: t('assessment.assignment.removeFile', { name: RECITATION.name }) }).waitFor();
    await assignment.getByLabel(a.answer).fill('I apply ghunnah on the noon of "ahad".');
    await assignment.getByRole('button', { name: a.submit }).click();
    await assignment.getByRole('status').filter({ hasText: a.submitted }).waitFor();
    expect(await assignment.getByTestId('assignment-state').textContent()).toBe(a.states.submitted);
    const fileLink = assignment.getByRole('link', { name: RECITATION.name });
    expect(await fileLink.getAttribute('href')).toMatch(/^\/files\/private\/submissions\//);
    await assignment.getByRole('button', { name: a.resubmit }).waitFor();
    // Submitted is not enough: the lesson needs a grade, so the next one stays locked.
    expect(await nextInCurriculum.getAttribute('data-access')).toBe('locked');

    // The teacher finds the work on the lesson page, opens the private file and grades it.
    await teaching.page.goto(lessonUrl(essayId));
    const submission = teaching.page.getByTestId('submission').filter({ hasText: 'Mona Hassan' });
    expect(await submission.getAttribute('data-state')).toBe('submitted');
    expect(await submission.getByTestId('submission-text').textContent()).toBe('I apply ghunnah on the noon of "ahad".');
    const href = (await submission.getByRole('link', { name: RECITATION.name }).getAttribute('href'))!;
    // Fetched by the page itself: the teacher's browser opens the student's private file.
    const download = await teaching.page.evaluate(async (path) => {
      const response = await fetch(path);
      return [response.status, await response.text()];
    }, href);
    expect(download).toEqual([200, RECITATION.buffer.toString()]);
    await expectNoAxeViolations(teaching.page);
    await submission.getByLabel(t('assessment.assignment.gradeField', { max: 20 })).fill('18');
    await submission.getByLabel(a.feedbackField).fill('Beautiful recitation. Hold the ghunnah for two full counts.');
    await submission.getByRole('button', { name: a.saveGrade }).click();
    await submission.getByRole('status').filter({ hasText: a.gradeSaved }).waitFor();
    expect(await submission.getAttribute('data-state')).toBe('graded');
    await teaching.context.close();

    // The student sees the grade and the feedback; the work can no longer change; the next lesson opens.
    await page.reload();
    expect(await assignment.getByTestId('assignment-state').textContent()).toBe(a.states.graded);
    expect(await assignment.getByTestId('assignment-grade').textContent()).toBe(language === 'ar' ? '١٨ / ٢٠' : '18 / 20');
    expect(await assignment.getByTestId('assignment-feedback').textContent()).toBe('Beautiful recitation. Hold the ghunnah for two full counts.');
    expect(await assignment.getByText(a.gradedFinal).isVisible()).toBe(true);
    expect(await assignment.getByRole('button', { name: a.resubmit }).count()).toBe(0);
    expect(await nextInCurriculum.getAttribute('data-access')).toBe('notStarted');
    await expectNoAxeViolations(page);
    await page.goto(lessonUrl(nextId));
    expect(await page.getByTestId('lesson-article').textContent()).toContain('Two counts of nasal sound.');
    expect(await page.getByTestId('lesson-locked').count()).toBe(0);

    // Work not handed in by its due date shows as overdue.
    await page.goto(lessonUrl(lateId));
    expect(await page.getByTestId('assignment-state').textContent()).toBe(a.states.notSubmitted);
    expect(await page.getByTestId('assignment-overdue').textContent()).toBe(a.overdue);
    await learning.context.close();
    // A long journey of two people through four pages, on a machine shared with other test runs.
  }, 120_000);
});

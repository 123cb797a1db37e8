import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogues, translatorFor } from '@halaqa/shared/i18n/index';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { MOBILE } from '@halaqa/infra/testing/browser';
import { uploadFile } from '@halaqa/infra/testing/files';
import type { SiteClient } from '@halaqa/infra/testing/site-client';
import { expectNoAxeViolations, islandsHydrated, signedInPage } from './support/pages';
import { ACME, usePlatform } from './support/platform';
import { playVideo, tinyWebm } from './support/tiny-video';

/**
 * Issue #15, what students expect, in Arabic on a 375 px phone: the course progress bar on the
 * course, lesson and dashboard pages; a video lesson that resumes where the student left off and
 * completes at its end, moving the bar without a reload; "Next" that completes the lesson; the
 * quiz's one-attempt note before it starts; the dashboard's certificate, deadlines (nearest
 * first, in the student's time zone) and next step; axe on the dashboard in light and dark.
 */
const platform = usePlatform();
const ar = catalogues.ar;
const t = translatorFor('ar');
const PHONE = { ...MOBILE, viewport: { width: 375, height: 740 }, timezoneId: 'Asia/Riyadh' };
const DAY = 24 * 60 * 60 * 1000;
const VIDEO_SECONDS = 6;

let owner: SiteClient;

beforeAll(async () => {
  owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
});

/**
 * A teacher's course of five lessons: a video (completed at its end, its default), an article
 * (the default manual rule), a quiz, and two assignments with due dates; its certificate is
 * given to anyone who asks.
 */
async function teachersCourse() {
  const teacher = await newSignedInStudent(platform.acme, { name: 'الأستاذ كريم' });
  expect((await owner.json('PUT', `/api/users/${teacher.id}`, { isTeacher: true })).status).toBe(200);
  const course = await teacher.client.json<{ id: string; name: string }>('POST', '/api/courses', { name: `أحكام التجويد ${Date.now()}`, cert_config: { score: -1, source: '*' } });
  expect(course.status).toBe(201);
  // Uploading takes the upload-files right, which the owner has (a teacher is given only their courses).
  const videoKey = await uploadFile(owner, 'lesson.webm', await tinyWebm(platform.browser, VIDEO_SECONDS), { segment: 'materials' });
  const materials = `/api/courses/${course.body.id}/materials`;
  const create = async (lesson: Record<string, unknown>) => {
    const reply = await teacher.client.json<{ id: string; name: string }>('POST', materials, lesson);
    expect(reply.status).toBe(200);
    return reply.body;
  };
  const video = await create({ name: 'النون الساكنة', type: 'video', video: videoKey });
  const article = await create({ name: 'الميم الساكنة', type: 'article', content: '<p>ثلاثة أحكام.</p>' });
  const quiz = await create({
    name: 'اختبار قصير',
    type: 'quiz',
    quiz: [{ type: 'single', text: 'كم حرفًا للإظهار؟', required: true, options: ['ستة', 'أربعة'], correct: [0] }],
    quiz_settings: { savequiz: true, accepting: true },
    completion: { logic: 'all', rules: [{ type: 'quizTaken' }] },
  });
  const dueLater = new Date(Date.now() + 5 * DAY).toISOString();
  const dueSoon = new Date(Date.now() + 2 * DAY).toISOString();
  const later = await create({ name: 'بحث المدود', type: 'assignment', assignment_settings: { instructions: 'اكتب صفحة.', dueDate: dueLater } });
  const soon = await create({ name: 'تسجيل التلاوة', type: 'assignment', assignment_settings: { instructions: 'سجّل سورة.', dueDate: dueSoon } });
  return { course: course.body, video, article, quiz, assignments: { soon: { ...soon, dueDate: dueSoon }, later: { ...later, dueDate: dueLater } } };
}

/** The progress bar's count, as the page shows it: completed and total lessons. */
async function progressOf(page: Page): Promise<{ completed: string | null; total: string | null }> {
  const bar = page.getByTestId('course-progress').first();
  await bar.waitFor();
  return { completed: await bar.getAttribute('data-completed'), total: await bar.getAttribute('data-total') };
}

/** The bar is a named progress element with its count and share in words beside it. */
async function expectReadableBar(page: Page, courseName: string, completed: number, total: number) {
  const bar = page.getByTestId('course-progress').first();
  const progress = bar.getByRole('progressbar', { name: t('learning.progress.label', { course: courseName }) });
  expect(await progress.getAttribute('value')).toBe(String(completed));
  const percent = new Intl.NumberFormat('ar-EG', { style: 'percent' }).format(Math.floor((completed * 100) / total) / 100);
  expect(await bar.locator('p').textContent()).toBe(t('learning.progress.summary', { completed, total, percent }));
}

const videoTime = (page: Page) => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);

describe('a student following their progress, in Arabic on a 375 px phone', () => {
  it('sees the bar move as a video ends and as Next completes a lesson, the quiz’s one attempt, and the dashboard’s certificate, deadlines and next step', async () => {
    const { course, video, article, quiz, assignments } = await teachersCourse();
    const student = await newSignedInStudent(platform.acme, { name: 'منى حسن' });
    expect((await student.client.json('POST', `/api/courses/${course.id}/register/`)).status).toBe(200);
    const certificate = await student.client.json<{ code: string }>('POST', `/api/courses/${course.id}/certificate`);
    expect(certificate.status).toBe(200);
    const { context, page } = await signedInPage(platform.browser, platform.acme, student.client, 'ar', PHONE);

    // The course page: the bar, nothing done yet.
    await page.goto(`${platform.acme}/courses/${course.id}`);
    expect(await progressOf(page)).toEqual({ completed: '0', total: '5' });
    await expectReadableBar(page, course.name, 0, 5);

    // The video lesson: opened but not yet complete, as its video is not watched yet.
    await page.goto(`${platform.acme}/courses/${course.id}/lessons/${video.id}`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await islandsHydrated(page);
    expect(await progressOf(page)).toEqual({ completed: '0', total: '5' });
    await page.locator('video').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('astro-island[ssr]').count(), { timeout: 15_000 }).toBe(0);
    await playVideo(page, null, 2);
    // Paused, the player saves the place on the server.
    await Promise.all([
      page.waitForResponse((response) => response.url().endsWith(`/api/courses/${course.id}/materials/${video.id}/position`) && response.status() === 200),
      page.locator('video').evaluate((element: HTMLVideoElement) => element.pause()),
    ]);
    const leftAt = await videoTime(page);
    expect(leftAt).toBeGreaterThanOrEqual(2);

    // Back later: the video resumes where the student left off (to the tenth of a second kept).
    await page.reload();
    await page.locator('video').scrollIntoViewIfNeeded();
    await expect.poll(() => videoTime(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(Math.floor(leftAt));
    expect(await videoTime(page)).toBeLessThanOrEqual(leftAt + 0.01);

    // Played to the end, it completes the lesson: the bar and the curriculum move, with no reload.
    await playVideo(page, VIDEO_SECONDS - 1, VIDEO_SECONDS);
    await expect.poll(() => progressOf(page), { timeout: 15_000 }).toEqual({ completed: '1', total: '5' });
    await expectReadableBar(page, course.name, 1, 5);
    expect(await page.getByTestId('curriculum-lesson').filter({ hasText: video.name }).getAttribute('data-access')).toBe('completed');
    // Completed by its video, it offers no mark to give or take back.
    expect(await page.getByRole('button', { name: ar.learning.lesson.markNotComplete }).count()).toBe(0);

    // Next, from a lesson done: it just moves on. From the article (manual rule): it completes it first.
    await Promise.all([page.waitForURL(`**/lessons/${article.id}`), page.locator('a[rel="next"]').click()]);
    await islandsHydrated(page);
    expect(await progressOf(page)).toEqual({ completed: '1', total: '5' });
    await Promise.all([page.waitForURL(`**/lessons/${quiz.id}`), page.getByRole('link', { name: t('learning.lesson.next', { name: quiz.name }) }).click()]);
    expect(await progressOf(page)).toEqual({ completed: '2', total: '5' });
    expect(await page.getByTestId('curriculum-lesson').filter({ hasText: article.name }).getAttribute('data-access')).toBe('completed');

    // The quiz says, before it is started, that there is one attempt.
    await islandsHydrated(page);
    const note = page.getByTestId('quiz-one-attempt');
    expect(await note.textContent()).toBe(ar.assessment.quiz.oneAttempt);
    expect(await page.getByRole('button', { name: ar.assessment.quiz.start }).isVisible()).toBe(true);

    // The dashboard: the bar, the next step (the quiz), the deadlines nearest first in the
    // student's own time zone, and the certificate.
    await page.goto(`${platform.acme}/dashboard`);
    const entry = page.getByTestId('my-course').filter({ hasText: course.name });
    expect(await entry.getByTestId('course-progress').getAttribute('data-completed')).toBe('2');
    await expectReadableBar(page, course.name, 2, 5);
    const nextStep = entry.getByTestId('next-step');
    expect(await nextStep.getByRole('link').getAttribute('href')).toBe(`/courses/${course.id}/lessons/${quiz.id}`);
    expect(await nextStep.textContent()).toContain(ar.learning.dashboard.nextStep);

    const deadlines = page.getByTestId('deadline');
    expect(await deadlines.evaluateAll((items) => items.map((item) => item.getAttribute('data-lesson')))).toEqual([assignments.soon.id, assignments.later.id]);
    const due = deadlines.first().locator('time');
    expect(await due.getAttribute('datetime')).toBe(assignments.soon.dueDate);
    const inRiyadh = await page.evaluate((iso) => new Intl.DateTimeFormat('ar-EG', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso)), assignments.soon.dueDate);
    await expect.poll(() => due.textContent()).toBe(inRiyadh);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Riyadh');

    const certificateLink = page.getByTestId('certificate').getByRole('link', { name: t('learning.dashboard.viewCertificate', { course: course.name }) });
    expect(await certificateLink.getAttribute('href')).toBe(`/certificates/${certificate.body.code}`);

    // Nothing on the phone runs off the side.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);

    // Dark mode: the same dashboard, still axe clean.
    expect((await student.client.json('PUT', '/api/users/me', { settings: JSON.stringify({ darkMode: true }) })).status).toBe(200);
    await page.reload();
    await islandsHydrated(page);
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await page.getByTestId('course-progress').first().isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await context.close();
  });
});

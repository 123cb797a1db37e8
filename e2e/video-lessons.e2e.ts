import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogues, translatorFor } from '@halaqa/shared/i18n/index';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { MOBILE } from '@halaqa/infra/testing/browser';
import { uploadFile } from '@halaqa/infra/testing/files';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { expectNoAxeViolations, islandsHydrated, signedInPage } from './support/pages';
import { ACME, usePlatform } from './support/platform';
import { playVideo, tinyWebm } from './support/tiny-video';

/**
 * Issue #44, item 6: a video lesson completes itself when the student watches it to the end (in
 * Arabic on a 375 px phone), and a student who leaves it half-way comes back on another device
 * (a new browser, a new session) to the same place (in English at 1280 px). "Continue learning"
 * then leads to the first lesson not finished, and an enrolled student sees no "Free preview".
 */
const platform = usePlatform();
const PHONE = { ...MOBILE, viewport: { width: 375, height: 740 } };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const VIDEO_SECONDS = 6;

let owner: SiteClient;
let videoKey: string;

beforeAll(async () => {
  owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
  videoKey = await uploadFile(owner, 'lesson.webm', await tinyWebm(platform.browser, VIDEO_SECONDS), { segment: 'materials' });
});

/** A course of a video lesson (a free preview, with no completion rules) and an article after it, and a registered student. */
async function videoCourse(name: string) {
  const course = await owner.json<{ id: string; name: string }>('POST', '/api/courses', { name: `${name} ${Date.now()}` });
  expect(course.status).toBe(201);
  const materials = `/api/courses/${course.body.id}/materials`;
  const video = await owner.json<{ id: string; name: string }>('POST', materials, { name: 'الهجرة إلى المدينة', type: 'video', video: videoKey, allowPreview: true });
  const article = await owner.json<{ id: string; name: string }>('POST', materials, { name: 'بناء المسجد', type: 'article', content: '<p>أول عمل.</p>' });
  expect([video.status, article.status]).toEqual([200, 200]);
  const student = await newSignedInStudent(platform.acme, { name: 'سارة علي' });
  expect((await student.client.json('POST', `/api/courses/${course.body.id}/register/`)).status).toBe(200);
  return { course: course.body, video: video.body, article: article.body, student };
}

const videoTime = (page: Page) => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);

/** Waits for the video's island to hydrate (it loads when visible), then plays it muted from `from` to `until` seconds (or its end). */
async function play(page: Page, from: number | null, until: number) {
  await page.locator('video').scrollIntoViewIfNeeded();
  await expect.poll(() => page.locator('astro-island[ssr]').count(), { timeout: 15_000 }).toBe(0);
  await playVideo(page, from, until);
}

const lessonState = (page: Page, name: string) => page.getByTestId('curriculum-lesson').filter({ hasText: name }).getAttribute('data-access');

describe('a video lesson', () => {
  it('completes itself when watched to the end, in Arabic on a 375 px phone, and Continue learning moves on', async () => {
    const ar = catalogues.ar;
    const t = translatorFor('ar');
    const { course, video, article, student } = await videoCourse('السيرة النبوية');
    const { context, page } = await signedInPage(platform.browser, platform.acme, student.client, 'ar', PHONE);

    await page.goto(`${platform.acme}/courses/${course.id}/lessons/${video.id}`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await islandsHydrated(page);
    // Opened, not yet watched: in progress, with no mark to give and no "free preview" for someone enrolled.
    expect(await lessonState(page, video.name)).toBe('inProgress');
    expect(await page.getByRole('button', { name: ar.learning.lesson.markComplete }).count()).toBe(0);
    expect(await page.getByText(ar.learning.lesson.preview, { exact: true }).count()).toBe(0);
    await expectNoAxeViolations(page);

    // Watched to the end: complete, the bar and the curriculum move without a reload.
    const watched = page.waitForResponse((response) => response.url().endsWith(`/materials/${video.id}/watched`));
    await play(page, null, VIDEO_SECONDS);
    expect((await watched).status()).toBe(200);
    await expect.poll(() => lessonState(page, video.name), { timeout: 15_000 }).toBe('completed');
    expect(await page.getByTestId('course-progress').first().getAttribute('data-completed')).toBe('1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // Continue learning, on the course page and the dashboard: the first lesson not finished.
    await page.goto(`${platform.acme}/courses/${course.id}`);
    expect(await page.getByRole('link', { name: ar.catalogue.enrol.continueLearning }).getAttribute('href')).toBe(`/courses/${course.id}/lessons/${article.id}`);
    await page.goto(`${platform.acme}/dashboard`);
    const next = page.getByTestId('my-course').filter({ hasText: course.name }).getByRole('link', { name: t('learning.dashboard.continue', { lesson: article.name }) });
    expect(await next.getAttribute('href')).toBe(`/courses/${course.id}/lessons/${article.id}`);

    // The lesson again, in dark mode: still complete, and axe clean.
    expect((await student.client.json('PUT', '/api/users/me', { settings: JSON.stringify({ darkMode: true }) })).status).toBe(200);
    await page.goto(`${platform.acme}/courses/${course.id}/lessons/${video.id}`);
    await islandsHydrated(page);
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await lessonState(page, video.name)).toBe('completed');
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('resumes where the student stopped on another device, in English at 1280 px', async () => {
    const en = catalogues.en;
    const { course, video, student } = await videoCourse('Seerah');
    const first = await signedInPage(platform.browser, platform.acme, student.client, 'en', DESKTOP);
    const lessonUrl = `${platform.acme}/courses/${course.id}/lessons/${video.id}`;
    await first.page.goto(lessonUrl);
    await islandsHydrated(first.page);
    await play(first.page, null, 2);
    // Paused half-way: the player saves the place on the server.
    const saved = first.page.waitForResponse((response) => response.url().endsWith(`/materials/${video.id}/position`) && response.request().method() === 'PUT');
    await first.page.locator('video').evaluate((element: HTMLVideoElement) => element.pause());
    expect((await saved).status()).toBe(200);
    const leftAt = await videoTime(first.page);
    await first.context.close();

    // Another device: a new browser context with a session of its own.
    const elsewhere = await signedInClient(platform.acme, student.student.email, student.student.password);
    const second = await signedInPage(platform.browser, platform.acme, elsewhere, 'en', DESKTOP);
    await second.page.goto(lessonUrl);
    await islandsHydrated(second.page);
    await second.page.locator('video').scrollIntoViewIfNeeded();
    await expect.poll(() => videoTime(second.page), { timeout: 15_000 }).toBeGreaterThanOrEqual(Math.floor(leftAt * 10) / 10);
    expect(await videoTime(second.page)).toBeLessThanOrEqual(leftAt);
    expect(await second.page.getByTestId('curriculum-lesson').filter({ hasText: video.name }).getAttribute('data-access')).toBe('inProgress');
    expect(await second.page.getByText(en.learning.lesson.preview, { exact: true }).count()).toBe(0);
    await expectNoAxeViolations(second.page);
    await second.context.close();

    // A visitor still sees that the lesson is a free preview.
    const visitor = await platform.browser.newContext(DESKTOP);
    await visitor.addCookies([{ name: 'lang', value: 'en', url: platform.acme }]);
    const page = await visitor.newPage();
    await page.goto(lessonUrl);
    expect(await page.getByText(en.learning.lesson.preview, { exact: true }).count()).toBe(1);
    await visitor.close();
  });
});

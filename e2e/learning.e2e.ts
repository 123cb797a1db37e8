import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogues, translatorFor, type Language } from '@halaqa/shared/i18n/index';
import { numberLocaleOf } from '@halaqa/shared/intl-formats';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { MOBILE, newContext } from '@halaqa/infra/testing/browser';
import type { SiteClient } from '@halaqa/infra/testing/site-client';
import { expectNoAxeViolations, richTextEditorLoaded, signedInContext } from './support/pages';
import { ACME, usePlatform } from './support/platform';

/**
 * Issue #5, the student's side: the dashboard, a locked lesson and its prerequisite, completing
 * a lesson, comments with a reply, a question in the course forum that the teacher pins and
 * locks; then axe on those pages in Arabic and English.
 */
const platform = usePlatform();
let owner: SiteClient;

beforeAll(async () => {
  owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
});

const FIRST = { name: 'Noon sakinah', content: '<p>Four rules: idhhar, idgham, iqlab and ikhfa.</p>' };
const SECOND = { name: 'Meem sakinah', content: '<p>Three rules for the meem.</p>' };
const ANNOUNCEMENT = { title: 'Recitation circle on Friday', content: '<p>Bring your mushaf.</p>' };

let counter = 0;

/**
 * A teacher's course with two lessons, the second needing the first, and an announcement. The
 * teacher, not the owner, runs it: the owner of a fresh site is shown the first-run wizard.
 */
async function teachersCourse() {
  counter += 1;
  const teacher = await newSignedInStudent(platform.acme, { name: 'Ustadh Karim' });
  expect((await owner.json('PUT', `/api/users/${teacher.id}`, { isTeacher: true })).status).toBe(200);
  const course = await teacher.client.json<{ id: string; name: string }>('POST', '/api/courses', { name: `Tajweed ${counter}-${Date.now()}`, description: 'Recitation rules' });
  expect(course.status).toBe(201);
  const lessons = `/api/courses/${course.body.id}/materials`;
  const first = await teacher.client.json<{ id: string }>('POST', lessons, { ...FIRST, type: 'article' });
  const second = await teacher.client.json<{ id: string }>('POST', lessons, { ...SECOND, type: 'article', prerequisites: [first.body.id] });
  expect([first.status, second.status]).toEqual([200, 200]);
  expect((await teacher.client.json('POST', `/api/courses/${course.body.id}/announcement`, ANNOUNCEMENT)).status).toBe(200);
  return { teacher: teacher.client, course: course.body, first: first.body, second: second.body };
}

async function registeredStudent(courseId: string) {
  const student = await newSignedInStudent(platform.acme, { name: 'Mona Hassan' });
  expect(await student.client.json('POST', `/api/courses/${courseId}/register/`)).toEqual({ status: 200, body: { registered: true } });
  return student.client;
}

/** A browser signed in as `client`'s user, in `language`. */
const browserOf = (client: SiteClient, language: Language, options: Parameters<typeof newContext>[1] = {}) =>
  signedInContext(platform.browser, platform.acme, client, language, options);

/** The share of lessons done as the progress bar words it in `language`. */
const percentIn = (language: Language, completed: number, total: number) => new Intl.NumberFormat(numberLocaleOf(language), { style: 'percent' }).format(completed / total);

const lessonUrl = (courseId: string, lessonId: string) => `${platform.acme}/courses/${courseId}/lessons/${lessonId}`;
const discussionUrl = (courseId: string) => `${platform.acme}/dashboard/courses/${courseId}/discussion`;

/** Where an element's inline-start edge is: its left in left-to-right, its right in right-to-left. */
async function inlineStart(page: Page, testId: string, index: number, rtl: boolean): Promise<number> {
  const box = (await page.getByTestId(testId).nth(index).boundingBox())!;
  return rtl ? -(box.x + box.width) : box.x;
}

const RUNS = [
  { run: 'in Arabic, right to left', language: 'ar' as const, options: {} },
  { run: 'in English on a 375px phone', language: 'en' as const, options: { ...MOBILE, viewport: { width: 375, height: 740 } } },
];

describe.each(RUNS)('a student learning $run', ({ language, options }) => {
  it('sees the course on the dashboard, unlocks lesson 2 by completing lesson 1, comments, and asks in the forum', async () => {
    const t = translatorFor(language);
    const m = catalogues[language].learning;
    const rtl = language === 'ar';
    const { teacher, course, first, second } = await teachersCourse();
    const student = await registeredStudent(course.id);
    const context = await browserOf(student, language, options);
    const page = await context.newPage();

    // The dashboard: the course, no progress yet, "Continue" to lesson 1, the announcement.
    await page.goto(`${platform.acme}/dashboard`);
    expect(await page.locator('html').getAttribute('dir')).toBe(rtl ? 'rtl' : 'ltr');
    const entry = page.getByTestId('my-course').filter({ hasText: course.name });
    expect(await entry.getAttribute('data-completion')).toBe('notAttempted');
    expect(await entry.getByTestId('course-progress').locator('p').textContent()).toBe(t('learning.progress.summary', { completed: 0, total: 2, percent: percentIn(language, 0, 2) }));
    const continueLink = entry.getByRole('link', { name: t('learning.dashboard.continue', { lesson: FIRST.name }) });
    expect(await continueLink.getAttribute('href')).toBe(`/courses/${course.id}/lessons/${first.id}`);
    expect(await entry.getByTestId('announcement').textContent()).toContain(ANNOUNCEMENT.title);

    // Lesson 2 is locked: its introduction names lesson 1 as the prerequisite, not yet done.
    await page.goto(lessonUrl(course.id, second.id));
    const locked = page.getByTestId('lesson-locked');
    expect(await locked.getByRole('heading', { name: m.lesson.lockedTitle }).isVisible()).toBe(true);
    const prerequisite = locked.getByTestId('prerequisite');
    expect(await prerequisite.getAttribute('data-done')).toBe('false');
    expect(await prerequisite.textContent()).toContain(m.lesson.prerequisiteNotDone);
    expect(await page.getByTestId('lesson-article').count()).toBe(0);

    // Lesson 1, through the prerequisite's link; marking it complete unlocks lesson 2.
    await Promise.all([page.waitForURL(`**/lessons/${first.id}`), prerequisite.getByRole('link', { name: FIRST.name }).click()]);
    expect(await page.getByTestId('lesson-article').textContent()).toContain('Four rules');
    // The islands load their texts in the page's language themselves: the page does not carry them.
    expect(await page.content()).not.toContain(catalogues[language].crash.message);
    const secondInCurriculum = page.getByTestId('curriculum-lesson').filter({ hasText: SECOND.name });
    expect(await secondInCurriculum.getAttribute('data-access')).toBe('locked');
    await page.getByRole('button', { name: m.lesson.markComplete }).click();
    await page.getByRole('button', { name: m.lesson.markNotComplete }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: m.lesson.done }).isVisible()).toBe(true);
    await expect.poll(() => secondInCurriculum.getAttribute('data-access')).toBe('notStarted');
    expect(await secondInCurriculum.textContent()).toContain(m.access.notStarted);
    const next = page.getByRole('link', { name: t('learning.lesson.next', { name: SECOND.name }) });
    expect(await next.getAttribute('data-access')).toBe('notStarted');

    await Promise.all([page.waitForURL(`**/lessons/${second.id}`), next.click()]);
    expect(await page.getByTestId('lesson-article').textContent()).toContain('Three rules');
    expect(await page.getByTestId('lesson-locked').count()).toBe(0);

    // A comment, and a reply nested under it.
    await page.getByLabel(m.comments.yourComment).fill('Is the meem hidden before a baa?');
    await page.getByRole('button', { name: m.comments.post }).click();
    const comments = page.getByTestId('comment');
    await comments.first().waitFor();
    await comments.first().getByRole('button', { name: m.actions.reply }).click();
    await page.getByLabel(t('learning.comments.yourReply', { name: 'Mona Hassan' })).fill('Yes: that is ikhfa shafawi.');
    await page.getByRole('button', { name: m.comments.postReply }).click();
    await expect.poll(() => comments.count()).toBe(2);
    expect(await comments.nth(0).getAttribute('data-depth')).toBe('0');
    expect(await comments.nth(1).getAttribute('data-depth')).toBe('1');
    expect(await comments.nth(1).textContent()).toContain('Yes: that is ikhfa shafawi.');
    expect(await inlineStart(page, 'comment', 1, rtl)).toBeGreaterThan(await inlineStart(page, 'comment', 0, rtl));
    await page.reload();
    expect(await comments.nth(1).getAttribute('data-depth')).toBe('1');

    // A question in the course forum, under the course's announcements.
    await page.goto(discussionUrl(course.id));
    expect(await page.getByTestId('announcement').textContent()).toContain(ANNOUNCEMENT.title);
    await richTextEditorLoaded(page);
    await page.getByLabel(m.forum.topicTitle).fill('How long is a ghunnah?');
    await page.getByLabel(m.forum.topicContent).fill('Two counts, or more?');
    await page.getByRole('button', { name: m.forum.postTopic }).click();
    const topic = page.getByTestId('open-topic');
    expect(await topic.getByRole('heading', { level: 2 }).textContent()).toBe('How long is a ghunnah?');
    expect(await topic.getByLabel(m.forum.yourReply).isVisible()).toBe(true);
    expect(await topic.getByRole('button', { name: m.forum.pin }).count()).toBe(0);

    // The teacher pins and locks it.
    const teacherContext = await browserOf(teacher, language, options);
    const teacherPage = await teacherContext.newPage();
    await teacherPage.goto(discussionUrl(course.id));
    await teacherPage.getByRole('link', { name: 'How long is a ghunnah?' }).click();
    const moderated = teacherPage.getByTestId('open-topic');
    await moderated.getByRole('button', { name: m.forum.pin }).click();
    await moderated.getByRole('button', { name: m.forum.unpin }).waitFor();
    await moderated.getByRole('button', { name: m.forum.lock }).click();
    await moderated.getByRole('button', { name: m.forum.unlock }).waitFor();
    expect(await moderated.getByTestId('locked-notice').isVisible()).toBe(true);
    await teacherContext.close();

    // The student's open topic, reloaded: locked, with no reply form; pinned and locked in the list.
    await page.reload();
    expect(await topic.getByTestId('locked-notice').textContent()).toBe(m.forum.lockedNotice);
    expect(await topic.getByLabel(m.forum.yourReply).count()).toBe(0);
    expect(await topic.getByTestId('pinned-badge').textContent()).toBe(m.forum.pinned);
    await topic.getByRole('button', { name: m.forum.back }).click();
    const listed = page.getByTestId('topic').filter({ hasText: 'How long is a ghunnah?' });
    expect([await listed.getAttribute('data-pinned'), await listed.getAttribute('data-locked')]).toEqual(['true', 'true']);

    // The dashboard counts the completed lesson.
    await page.goto(`${platform.acme}/dashboard`);
    expect(await entry.getAttribute('data-completion')).toBe('inProgress');
    expect(await entry.getByTestId('course-progress').locator('p').textContent()).toBe(t('learning.progress.summary', { completed: 1, total: 2, percent: percentIn(language, 1, 2) }));
    await context.close();
  });
});

describe('lessons for people who are not the course’s students', () => {
  it('opens a preview lesson to a visitor and sends everyone else to the course page', async () => {
    const { teacher, course, first, second } = await teachersCourse();
    expect((await teacher.json('PUT', `/api/courses/${course.id}/materials/${first.id}`, { allowPreview: true })).status).toBe(200);
    const { en } = catalogues;
    const t = translatorFor('en');

    const visitor = await newContext(platform.browser);
    await visitor.addCookies([{ name: 'lang', value: 'en', url: platform.acme }]);
    const page = await visitor.newPage();
    await page.goto(lessonUrl(course.id, first.id));
    expect(await page.getByTestId('lesson-article').textContent()).toContain('Four rules');
    expect(await page.getByText(en.learning.lesson.previewInvite).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: en.learning.lesson.markComplete }).count()).toBe(0);
    await page.goto(lessonUrl(course.id, second.id));
    const refused = page.getByTestId('lesson-refused');
    expect(await refused.textContent()).toContain(t('learning.lesson.notSignedIn', { course: course.name }));
    expect(await refused.getByRole('link', { name: en.learning.lesson.goToCourse }).getAttribute('href')).toBe(`/courses/${course.id}`);
    expect(await page.getByTestId('lesson-article').count()).toBe(0);
    await visitor.close();

    const outsider = await newSignedInStudent(platform.acme);
    const context = await browserOf(outsider.client, 'en');
    const outsiderPage = await context.newPage();
    await outsiderPage.goto(lessonUrl(course.id, second.id));
    expect(await outsiderPage.getByTestId('lesson-refused').textContent()).toContain(t('learning.lesson.notRegistered', { course: course.name }));
    await outsiderPage.goto(discussionUrl(course.id));
    expect(await outsiderPage.getByTestId('forum-refused').textContent()).toContain(t('learning.forum.notParticipant', { course: course.name }));
    await context.close();
  });
});

describe('learning pages have no axe violations', () => {
  let pages: Record<string, string>;
  let student: SiteClient;

  beforeAll(async () => {
    const { course, first, second } = await teachersCourse();
    student = await registeredStudent(course.id);
    const comments = `/api/courses/${course.id}/materials/${first.id}/comments`;
    const [comment] = (await student.json<{ id: string }[]>('POST', comments, { content: '<p>A question</p>' })).body;
    await student.json('POST', comments, { content: '<p>An answer</p>', parentId: comment!.id });
    await student.json('POST', `/api/courses/${course.id}/forum/topic`, { title: 'A topic', content: '<p>Its text</p>' });
    pages = {
      dashboard: '/dashboard',
      'an open lesson with comments': `/courses/${course.id}/lessons/${first.id}`,
      'a locked lesson': `/courses/${course.id}/lessons/${second.id}`,
      discussion: `/dashboard/courses/${course.id}/discussion`,
    };
  });

  describe.each(['ar', 'en'] as const)('in %s', (language) => {
    it.each(['dashboard', 'an open lesson with comments', 'a locked lesson', 'discussion'])('%s', async (name) => {
      const context = await browserOf(student, language);
      const page = await context.newPage();
      await page.goto(`${platform.acme}${pages[name]}`);
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
      await context.close();
    });
  });
});

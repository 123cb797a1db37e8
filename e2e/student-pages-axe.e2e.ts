import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@halaqa/shared/i18n/index';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { MOBILE } from '@halaqa/infra/testing/browser';
import type { SiteClient } from '@halaqa/infra/testing/site-client';
import { expectNoAxeViolations, islandsHydrated, signedInPage } from './support/pages';
import { ACME, usePlatform } from './support/platform';

/**
 * Issue #15: axe finds nothing on any page a student sees, in Arabic and English, light and dark,
 * at desktop width and on a 375 px phone. One student, registered in a course with an article, a
 * quiz and an assignment with a deadline, a forum topic and an announcement, walks every page.
 * The pages' own journeys test what they do; this file holds them all to the same bar at once, so
 * a change to shared styles (tokens, the theme's shades, the font) that breaks one page shows here.
 */
const platform = usePlatform();
const PHONE = { ...MOBILE, viewport: { width: 375, height: 740 } };
let student: SiteClient;
let studentPages: string[];

beforeAll(async () => {
  const owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
  expect((await owner.json('POST', '/api/settings/general', { settings: { onboardingComplete: true, aboutVisible: true } })).status).toBe(200);
  const about = { title: 'من نحن', content: '<h2>حلقة</h2><p>حلقة لتعليم التجويد. Tajweed for everyone.</p>' };
  expect((await owner.json('POST', '/api/settings/about', { settings: about })).status).toBe(200);
  const legal = { termsOfService: '<h2>الشروط</h2><p>كن لطيفًا.</p>', privacyPolicy: '<p>نحفظ بريدك فقط.</p>' };
  expect((await owner.json('POST', '/api/settings/legal', { settings: legal })).status).toBe(200);
  const course = await owner.json<{ id: string }>('POST', '/api/courses', { name: `أحكام التجويد — Tajweed ${Date.now()}`, description: 'دورة في أحكام النون الساكنة والتنوين.' });
  expect(course.status).toBe(201);
  const lessons = `/api/courses/${course.body.id}/materials`;
  const article = await owner.json<{ id: string }>('POST', lessons, { name: 'المقدمة', type: 'article', content: '<p>النون الساكنة لها <strong>أربعة</strong> أحكام.</p>' });
  const quiz = await owner.json<{ id: string }>('POST', lessons, {
    name: 'اختبار قصير',
    type: 'quiz',
    quiz: [{ type: 'text', text: 'ما حكم النون الساكنة قبل الباء؟', required: true, correct: ['الإقلاب'] }],
    quiz_settings: { savequiz: true, accepting: true },
  });
  const assignment = await owner.json<{ id: string }>('POST', lessons, {
    name: 'تلاوة مسجلة',
    type: 'assignment',
    assignment_settings: { instructions: 'سجّل تلاوة سورة الملك.', dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString() },
  });
  expect([article.status, quiz.status, assignment.status]).toEqual([200, 200, 200]);
  expect((await owner.json('POST', `/api/courses/${course.body.id}/announcement`, { title: 'موعد الحلقة', content: '<p>نلتقي يوم الجمعة.</p>' })).status).toBe(200);

  const registered = await newSignedInStudent(platform.acme, { name: 'ليلى ناصر' });
  student = registered.client;
  expect((await student.json('POST', `/api/courses/${course.body.id}/register/`)).status).toBe(200);
  const topic = await student.json('POST', `/api/courses/${course.body.id}/forum/topic`, { title: 'سؤال عن الإخفاء — a question', content: '<p>متى يكون الإخفاء؟</p>' });
  expect(topic.status).toBeLessThan(300);
  const lessonPage = (id: string) => `/courses/${course.body.id}/lessons/${id}`;
  studentPages = [
    '/',
    '/courses',
    `/courses/${course.body.id}`,
    lessonPage(article.body.id),
    lessonPage(quiz.body.id),
    lessonPage(assignment.body.id),
    `/dashboard/courses/${course.body.id}/discussion`,
    '/dashboard',
    '/users/me/scores',
    '/profile',
    '/about',
    '/cart',
    '/terms',
    '/privacy',
  ];
}, 120_000);

async function darkMode(on: boolean) {
  expect((await student.json('PUT', '/api/users/me', { settings: JSON.stringify({ darkMode: on }) })).status).toBe(200);
}

/** Each page's violations under its path, so one run names every page that fails. */
async function violationsOn(page: Page, path: string): Promise<string | null> {
  await page.goto(`${platform.acme}${path}`);
  await islandsHydrated(page);
  try {
    await expectNoAxeViolations(page);
    return null;
  } catch (error) {
    return `${path}: ${(error as Error).message}`;
  }
}

describe.each([
  ['ar', 'light', 'desktop'],
  ['ar', 'dark', 'phone'],
  ['en', 'light', 'phone'],
  ['en', 'dark', 'desktop'],
] as const)('every page a student sees, in %s, %s, on a %s', (language: Language, theme, width) => {
  it('has no axe violations', async () => {
    await darkMode(theme === 'dark');
    const { context, page } = await signedInPage(platform.browser, platform.acme, student, language, width === 'phone' ? PHONE : {});
    const failures: string[] = [];
    for (const path of studentPages) {
      const failure = await violationsOn(page, path);
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
    await context.close();
  }, 240_000);
});

import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogues } from '@halaqa/shared/i18n/index';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { MOBILE, newContext } from '@halaqa/infra/testing/browser';
import type { SiteClient } from '@halaqa/infra/testing/site-client';
import { ACME, usePlatform } from './support/platform';
import { expectNoAxeViolations, islandsHydrated, signedInPage } from './support/pages';

/**
 * Issue #44, item 12: a teacher writes their profile on /profile (Arabic, 375 px), and a visitor
 * finds it under "About the instructor" on the course page (English, 1280 px); both pages without
 * axe violations in light and dark mode.
 */
const platform = usePlatform();
const ar = catalogues.ar;
const en = catalogues.en;
const PHONE = { ...MOBILE, viewport: { width: 375, height: 812 } };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const BIO = 'حافظة للقرآن منذ ٢٠٠٤.\nأدرّس التجويد للمبتدئين.';

let teacher: { id: string; client: SiteClient };
let courseId: string;
beforeAll(async () => {
  const owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
  teacher = await newSignedInStudent(platform.acme, { name: 'هدى سالم' });
  expect((await owner.json('PUT', `/api/users/${teacher.id}`, { isTeacher: true })).status).toBe(200);
  const course = await owner.json<{ id: string }>('POST', '/api/courses', { name: `أحكام التجويد ${Date.now()}`, trainer_id: teacher.id });
  expect(course.status).toBe(201);
  courseId = course.body.id;
});

async function teacherDarkMode(on: boolean) {
  expect((await teacher.client.json('PUT', '/api/users/me', { settings: JSON.stringify({ darkMode: on }) })).status).toBe(200);
}

describe("the teacher's profile", () => {
  it('is written on /profile with a live preview, refused over the limit and saved (Arabic, 375 px), then shown to a visitor on the course page (English, 1280 px), light and dark', async () => {
    await teacherDarkMode(false);
    const { context, page } = await signedInPage(platform.browser, platform.acme, teacher.client, 'ar', PHONE);
    await page.goto(`${platform.acme}/profile`);
    await islandsHydrated(page);
    const form = page.getByRole('region', { name: ar.instructor.formTitle });
    const preview = form.getByRole('group', { name: ar.instructor.preview });
    // No photo yet: the initials, kept apart so they do not join into a word.
    expect(await preview.getByTestId('instructor-initials').textContent()).toBe('ه\u200cس');

    await form.getByLabel(ar.instructor.displayName).fill('الأستاذة هدى سالم');
    await form.getByLabel(ar.instructor.bio).fill('ب'.repeat(2001));
    await form.getByRole('button', { name: ar.instructor.save }).click();
    await expect.poll(() => form.getByText(ar.validation.bioTooLong).isVisible()).toBe(true);

    await form.getByLabel(ar.instructor.bio).fill(BIO);
    const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#00695c' } }).png().toBuffer();
    await form.getByLabel(ar.instructor.photo).setInputFiles({ name: 'huda.png', mimeType: 'image/png', buffer: photo });
    await expect.poll(() => preview.getByRole('img', { name: 'صورة الأستاذة هدى سالم' }).isVisible()).toBe(true);
    expect(await preview.getByTestId('instructor-bio').innerText()).toBe(BIO);
    await form.getByRole('button', { name: ar.instructor.save }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toBe(ar.instructor.saved);
    // The page fits the phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    await teacherDarkMode(true);
    await page.reload();
    await islandsHydrated(page);
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await form.getByLabel(ar.instructor.bio).inputValue()).toBe(BIO);
    await expectNoAxeViolations(page);

    // The teacher sees their course page introduce them the same way.
    await page.goto(`${platform.acme}/courses/${courseId}`);
    const about = page.getByRole('region', { name: ar.instructor.about });
    expect(await about.getByText('الأستاذة هدى سالم').isVisible()).toBe(true);
    await context.close();
    await teacherDarkMode(false);

    // A visitor finds it under “About the instructor” (English, 1280 px, light and dark).
    for (const colorScheme of ['light', 'dark'] as const) {
      const visitor = await newContext(platform.browser, { ...DESKTOP, colorScheme });
      await visitor.addCookies([{ name: 'lang', value: 'en', url: platform.acme }]);
      const visit = await visitor.newPage();
      await visit.goto(`${platform.acme}/courses/${courseId}`);
      const shown = visit.getByRole('region', { name: en.instructor.about });
      await shown.scrollIntoViewIfNeeded();
      expect(await shown.getByText('الأستاذة هدى سالم').isVisible()).toBe(true);
      // The bio's line break shows as one.
      expect(await shown.getByTestId('instructor-bio').innerText()).toBe(BIO);
      const portrait = shown.getByRole('img', { name: 'Photo of الأستاذة هدى سالم' });
      await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      expect(await portrait.getAttribute('loading')).toBe('lazy');
      await expectNoAxeViolations(visit);
      await visitor.close();
    }
  }, 180_000);
});

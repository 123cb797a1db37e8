import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { newContext } from '@halaqa/infra/testing/browser';
import { ACME, usePlatform } from './support/platform';
import { signedInPage } from './support/pages';

/**
 * Issue #44, item 10: an Arabic page writes every figure in one digit system (Arabic-Indic, as the
 * money always was): prices, counts, minutes, progress and dates, on the catalogue, the course page
 * and the student's dashboard. The course is named without digits, so any Latin digit in the
 * page's main part is one the site wrote. And one way to write a date: the day, the month by its
 * name, the year (shared/src/intl-formats.ts, formatDate).
 */
const platform = usePlatform();
const LETTERS = 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي';
const uniqueArabicWord = () => Array.from({ length: 8 }, () => LETTERS[Math.floor(Math.random() * LETTERS.length)]).join('');

async function digitsOfMain(page: Page): Promise<{ latin: string[]; arabicIndic: number }> {
  const text = await page.locator('main').innerText();
  return { latin: text.match(/[^\s]*[0-9][^\s]*/g) ?? [], arabicIndic: (text.match(/[٠-٩]/g) ?? []).length };
}

describe('figures on Arabic pages', () => {
  it('are all in Arabic-Indic digits on the catalogue, the course page and the dashboard', async () => {
    const owner = await signedInClient(platform.acme, ACME.ownerEmail, ACME.ownerPassword);
    const word = uniqueArabicWord();
    const priced = (await owner.json<{ id: string }>('POST', '/api/courses', { name: `النحو ${word}`, description: 'قواعد الجملة', price: { price: 250, per: 'month' }, duration: 'ستة أسابيع' })).body;
    const free = (await owner.json<{ id: string }>('POST', '/api/courses', { name: `الصرف ${word}`, description: 'أوزان الكلمات' })).body;
    for (const course of [priced, free]) {
      for (const name of ['الجملة الاسمية', 'الجملة الفعلية', 'المبتدأ والخبر']) {
        expect((await owner.json('POST', `/api/courses/${course.id}/materials`, { name, type: 'article', estimatedTime: 12 })).status).toBe(200);
      }
    }

    const visitor = await (await newContext(platform.browser)).newPage();
    await visitor.context().addCookies([{ name: 'lang', value: 'ar', url: platform.acme }]);
    for (const path of [`/courses?q=${encodeURIComponent(word)}`, `/courses/${priced.id}`]) {
      await visitor.goto(`${platform.acme}${path}`);
      expect({ path, ...(await digitsOfMain(visitor)) }).toMatchObject({ path, latin: [] });
      expect((await digitsOfMain(visitor)).arabicIndic).toBeGreaterThan(0);
    }
    await visitor.context().close();

    const { client } = await newSignedInStudent(platform.acme);
    expect((await client.json('POST', `/api/courses/${free.id}/register/`)).status).toBe(200);
    expect((await client.json('POST', `/api/courses/${free.id}/rate`, { rating: 5, notes: 'مفيد' })).status).toBe(200);
    const { context, page } = await signedInPage(platform.browser, platform.acme, client, 'ar');
    await page.goto(`${platform.acme}/dashboard`);
    const dashboard = await digitsOfMain(page);
    expect(dashboard.latin).toEqual([]);
    expect(dashboard.arabicIndic).toBeGreaterThan(0);

    // One way to write a date (item 10): the review's date names its month, as every date does, never ٠٤/١٢/٢٠٢٦.
    await page.goto(`${platform.acme}/courses/${free.id}`);
    const reviewDate = await page.getByTestId('course-reviews').locator('time').first().innerText();
    expect(reviewDate).toMatch(/^[٠-٩]{1,2} [\u0621-\u064A]+ [٠-٩]{4}$/u);
    await context.close();
  });
});

import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogues, type Language } from '@halaqa/shared/i18n/index';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { buildAdmin, startAdminServer, type RunningAdmin } from '@halaqa/infra/testing/admin-server';
import type { SiteClient } from '@halaqa/infra/testing/site-client';
import { sql } from '@halaqa/infra/testing/sql';
import { expectNoAxeViolations, islandsHydrated, signedInPage } from './support/pages';
import { ACME, OTHER, usePlatform } from './support/platform';

/**
 * Issue #14: the site's rich-text editor, in Arabic first. The owner writes the about page with a
 * heading, a list, a link, a quote, inline code and an uploaded image, at 1280 px and at 375 px;
 * the about page shows them; the Payload admin holds the same content, and what an editor changes
 * there shows on the site and in the site's editor. axe finds nothing in ar and en, light and dark.
 */
const platform = usePlatform();
const { ar } = catalogues;
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } as const;
const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;
const SITES = { acme: ACME, other: OTHER } as const;
type Site = keyof typeof SITES;
const originOf = (site: Site) => platform.site.origin(SITES[site].domain);
const ownerOf = (site: Site) => signedInClient(originOf(site), SITES[site].ownerEmail, SITES[site].ownerPassword);
/** Each round trip loads the Payload admin as well as the site: under CI's load that takes minutes. */
const JOURNEY_TIMEOUT = 180_000;
const noHorizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

let admin: RunningAdmin;

beforeAll(async () => {
  await buildAdmin();
  admin = await startAdminServer(platform.databaseUrl, platform.site.port);
  for (const site of ['acme', 'other'] as const) {
    // No first-run wizard over the pages, and the about page on.
    const saved = await (await ownerOf(site)).json('POST', '/api/settings/general', { settings: { onboardingComplete: true, aboutVisible: true } });
    expect(saved.status).toBe(200);
  }
}, 300_000);

afterAll(async () => {
  await admin?.stop();
});

async function teamPhoto() {
  return { name: 'team.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 640, height: 360, channels: 3, background: '#00695c' } }).png().toBuffer() };
}

/** The editor's toolbar button of that name, and whether it shows as pressed. */
const toolbarButton = (within: Page | Locator, name: string) => within.getByRole('toolbar').getByRole('button', { name, exact: true });
const pressed = (button: Locator) => button.getAttribute('aria-pressed');

/**
 * What a reader sees of written content, wherever it is shown: on a page, in the site's editor or
 * in the Payload admin's. The same outline on each side is the same content.
 */
async function outlineOf(content: Locator) {
  return {
    heading: await content.locator('h2').textContent(),
    items: await content.locator('ul > li').allTextContents(),
    link: [await content.locator('a').textContent(), await content.locator('a').getAttribute('href')],
    quote: await content.locator('blockquote').textContent(),
    code: await content.locator('code').textContent(),
    image: (await content.locator('img').count()) > 0 ? await content.locator('img').getAttribute('alt') : null,
  };
}

/**
 * Ctrl+End in a Lexical editor, and wait until Lexical has read the caret's move: it does so on
 * `selectionchange`, a task after the keys, and an Enter pressed before that task runs breaks the
 * paragraph the caret was in before (under CI's load the new paragraph landed after the quote).
 */
async function caretToEndOf(page: Page, editor: Locator) {
  await editor.evaluate((element) => {
    (window as unknown as { caretAtEnd: Promise<void> }).caretAtEnd = new Promise((resolve) => {
      const moved = () => {
        if (getSelection()?.anchorNode !== element.lastElementChild) return;
        document.removeEventListener('selectionchange', moved);
        // After Lexical's own listener, registered first, and the update it queued.
        setTimeout(resolve, 0);
      };
      document.addEventListener('selectionchange', moved);
    });
  });
  await page.keyboard.press('ControlOrMeta+End');
  await page.evaluate(() => (window as unknown as { caretAtEnd: Promise<void> }).caretAtEnd);
}

/**
 * A click on a block and End, and wait until Lexical has read the caret at the block's end (as
 * caretToEndOf does for the whole text): on `selectionchange`, a task after the keys.
 */
async function caretToEndOfBlock(page: Page, block: Locator) {
  await block.evaluate((element) => {
    (window as unknown as { caretAtEnd: Promise<void> }).caretAtEnd = new Promise((resolve, reject) => {
      const atEnd = () => {
        const selection = getSelection();
        const node = selection?.anchorNode;
        if (!node || !element.contains(node)) return false;
        const length = node.nodeType === Node.TEXT_NODE ? (node.textContent ?? '').length : node.childNodes.length;
        return selection.anchorOffset === length && node.textContent === element.lastChild?.textContent;
      };
      const moved = () => {
        if (!atEnd()) return;
        document.removeEventListener('selectionchange', moved);
        setTimeout(resolve, 0);
      };
      document.addEventListener('selectionchange', moved);
      setTimeout(() => reject(new Error('the caret did not reach the end of the block')), 10_000);
    });
  });
  await block.click();
  await page.keyboard.press('End');
  await page.evaluate(() => (window as unknown as { caretAtEnd: Promise<void> }).caretAtEnd);
}

/** Rich-text pictures load lazily: scroll to one as a reader would, wait until it has arrived, and say what arrived. */
async function loadedPicture(picture: Locator) {
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
  return picture.evaluate((image: HTMLImageElement) => ({ width: image.naturalWidth, query: new URL(image.currentSrc).search }));
}

const aboutContent = (page: Page) => outlineOf(page.locator('article.about .rich-text'));

const WRITTEN = {
  heading: 'من نحن',
  items: ['التعليم', 'التزكية'],
  link: ['الدليل', 'https://example.com/guide'],
  quote: 'العلم نور',
  code: 'pnpm test',
  image: 'صورة الفريق',
};

/**
 * Writes WRITTEN in the site's editor with its toolbar, in the order a writer would: a heading, a
 * list, a link (refused first for a javascript: address), a quote, inline code and an image
 * uploaded through the site's file call.
 */
async function writeWithEveryTool(page: Page, field: Locator) {
  const editor = field.getByTestId('rich-text-content');
  await editor.click();

  // The tools without a letter of their own are drawn (SVG), never emoji, which showed as empty
  // boxes where no emoji font is installed (issue #44); the lists' and quote's face the writing.
  for (const name of [ar.richText.bulletList, ar.richText.numberedList, ar.richText.quote, ar.richText.link, ar.richText.image]) {
    expect({ name, drawn: await toolbarButton(field, name).locator('svg').count() }).toEqual({ name, drawn: 1 });
  }
  const glyphs = await field.getByRole('toolbar').locator('[aria-hidden="true"]').allTextContents();
  expect(glyphs.join('')).not.toMatch(/[\u2190-\u2BFF\u{1F000}-\u{1FAFF}]/u);
  expect(await toolbarButton(field, ar.richText.bulletList).locator('svg').evaluate((icon) => getComputedStyle(icon).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');

  const heading = toolbarButton(field, ar.richText.heading2);
  await heading.click();
  await expect.poll(() => pressed(heading)).toBe('true');
  await page.keyboard.type(WRITTEN.heading);
  await page.keyboard.press('Enter');
  await expect.poll(() => pressed(heading)).toBe('false');

  await toolbarButton(field, ar.richText.bulletList).click();
  await page.keyboard.type(WRITTEN.items[0]!);
  await page.keyboard.press('Enter');
  await page.keyboard.type(WRITTEN.items[1]!);
  await expect.poll(() => pressed(toolbarButton(field, ar.richText.bulletList))).toBe('true');
  // Enter on an empty item leaves the list.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');

  // The link: the paragraph's word selected, then given an address.
  await page.keyboard.type(WRITTEN.link[0]!);
  await page.keyboard.press('Shift+Home');
  await toolbarButton(field, ar.richText.link).click();
  const address = field.getByLabel(ar.richText.linkAddress, { exact: true });
  await address.fill('javascript:alert(1)');
  await field.getByRole('button', { name: ar.richText.apply, exact: true }).click();
  expect(await field.getByRole('alert').textContent()).toBe(ar.richText.linkInvalid);
  await address.fill(WRITTEN.link[1]!);
  await field.getByRole('button', { name: ar.richText.apply, exact: true }).click();
  await editor.locator('a').waitFor();
  // The panel closes and the caret is back in the text, after the link.
  await expect.poll(() => editor.evaluate((element) => element === document.activeElement)).toBe(true);
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');

  await toolbarButton(field, ar.richText.quote).click();
  await page.keyboard.type(WRITTEN.quote);
  await page.keyboard.press('Enter');

  await page.keyboard.type('الأمر ');
  const code = toolbarButton(field, ar.richText.code);
  await code.click();
  await page.keyboard.type(WRITTEN.code);
  await code.click();
  await page.keyboard.press('Enter');

  // The image goes up through the site's file call and shows in the editor.
  await toolbarButton(field, ar.richText.image).click();
  await field.getByLabel(ar.richText.imageFile, { exact: true }).setInputFiles(await teamPhoto());
  await field.getByLabel(ar.richText.imageAlt, { exact: true }).fill(WRITTEN.image);
  await field.getByRole('button', { name: ar.richText.insertImage, exact: true }).click();
  await editor.getByRole('img', { name: WRITTEN.image }).waitFor();
}

describe.each([
  ['1280 px', 'acme', DESKTOP],
  ['375 px', 'other', PHONE],
] as const)('the about page in the rich-text editor, in Arabic at %s', (_width, site, viewport) => {
  it('is written with a heading, a list, a link, a quote, code and an image, shows on the site and in the Payload admin, and back', async () => {
    const origin = originOf(site);
    const { context, page } = await signedInPage(platform.browser, origin, await ownerOf(site), 'ar', viewport);
    await page.goto(`${origin}/admin/settings/about`);
    await islandsHydrated(page);
    await page.getByTestId('rich-text-content').waitFor();
    expect(await page.getByRole('textbox', { name: ar.siteSettings.aboutContent, exact: true }).getAttribute('data-testid')).toBe('rich-text-content');
    expect(await page.locator('.rich-text-editor').getAttribute('dir')).toBe('rtl');
    await writeWithEveryTool(page, page.locator('.rich-text-field'));
    expect(await noHorizontalOverflow(page)).toBe(true);

    await page.getByRole('button', { name: ar.siteSettings.save }).click();
    await page.getByRole('status').filter({ hasText: ar.siteSettings.saved }).waitFor();

    await page.goto(`${origin}/about`);
    expect(await aboutContent(page)).toEqual(WRITTEN);
    expect((await loadedPicture(page.locator('article.about .rich-text img'))).width).toBe(640);
    expect(await page.locator('article.about .rich-text img').getAttribute('src')).toMatch(/^\/files\/public\/about\//);
    expect(await noHorizontalOverflow(page)).toBe(true);

    // The Payload admin holds the same content; an editor there adds a section.
    const [{ id: tenantId }] = (await sql<{ id: string }>(platform.databaseUrl, 'SELECT id FROM tenants WHERE name = $1', [SITES[site].name])) as [{ id: string }];
    const adminOrigin = `http://${SITES[site].domain}:${admin.port}`;
    await page.goto(`${adminOrigin}/admin/collections/tenants/${tenantId}`);
    // The admin edits the stored HTML in Payload's rich-text editor (issue #44, item 13), drawn
    // once its group scrolls into view.
    await page.locator('#field-about').scrollIntoViewIfNeeded({ timeout: 60_000 });
    const inAdmin = page.locator('[data-field-path="about.contentRichText"] [data-lexical-editor="true"]');
    await inAdmin.locator('h2').waitFor({ timeout: 60_000 });
    expect(await outlineOf(inAdmin)).toEqual(WRITTEN);
    // A new section after the heading (where it lands does not change the outline).
    await caretToEndOfBlock(page, inAdmin.locator('h2'));
    await page.keyboard.press('Enter');
    // Payload's editor takes Markdown's shortcuts: "### " for a heading, "1. " for a numbered list.
    await page.keyboard.type('### أضيف من لوحة المحررين');
    await page.keyboard.press('Enter');
    await page.keyboard.type('1. خطوة أولى');
    await expect.poll(() => inAdmin.locator('ol > li').allTextContents()).toEqual(['خطوة أولى']);
    // Payload hands the editor's state to the form when the browser is idle: save after that.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    await Promise.all([
      page.waitForResponse((response) => response.url().includes(`/api/tenants/${tenantId}`) && response.request().method() !== 'GET' && response.ok(), { timeout: 30_000 }),
      page.locator('#action-save').click(),
    ]);

    await expect.poll(async () => (await page.goto(`${origin}/about`), await page.locator('article.about .rich-text h3').count()), { timeout: 30_000 }).toBe(1);
    expect(await page.locator('article.about .rich-text h3').textContent()).toBe('أضيف من لوحة المحررين');
    expect(await page.locator('article.about .rich-text ol > li').allTextContents()).toEqual(['خطوة أولى']);
    expect(await aboutContent(page)).toEqual(WRITTEN);

    // And the site's editor opens it with the same structure.
    await page.goto(`${origin}/admin/settings/about`);
    await page.getByTestId('rich-text-content').waitFor();
    const reopened = page.getByTestId('rich-text-content');
    expect(await reopened.locator('h3').textContent()).toBe('أضيف من لوحة المحررين');
    expect(await reopened.locator('ol > li').allTextContents()).toEqual(['خطوة أولى']);
    expect(await reopened.locator('ul > li').allTextContents()).toEqual(WRITTEN.items);
    expect(await reopened.locator('a').getAttribute('href')).toBe(WRITTEN.link[1]);
    expect(await reopened.locator('blockquote').textContent()).toBe(WRITTEN.quote);
    expect(await reopened.locator('code').textContent()).toBe(WRITTEN.code);
    expect(await reopened.getByRole('img', { name: WRITTEN.image }).count()).toBe(1);
    await context.close();
  }, JOURNEY_TIMEOUT);
});

describe("a lesson written in the site's editor, in Arabic at 1280 px", () => {
  it("with an image, shows the same in the Payload admin's editor, and what an editor adds there shows on the site and in the site's editor", async () => {
    const origin = originOf('acme');
    const owner = await ownerOf('acme');
    const course = (await owner.json<{ id: string }>('POST', '/api/courses', { name: `التجويد ${Date.now()}` })).body;
    const lesson = (await owner.json<{ id: string }>('POST', `/api/courses/${course.id}/materials`, { name: 'المقدمة', type: 'article' })).body;
    const { context, page } = await signedInPage(platform.browser, origin, owner, 'ar', DESKTOP);
    await page.goto(`${origin}/admin/courses/${course.id}?lesson=${lesson.id}`);
    const form = page.locator('form.lesson-editor');
    await form.getByTestId('rich-text-content').waitFor();
    const field = form.locator('.rich-text-field');
    expect(await field.locator('.rich-text-editor').getAttribute('dir')).toBe('rtl');
    await writeWithEveryTool(page, field);
    await form.getByRole('button', { name: ar.teaching.save, exact: true }).click();
    await page.getByRole('status').filter({ hasText: ar.teaching.saved }).waitFor();

    const lessonPage = `${origin}/courses/${course.id}/lessons/${lesson.id}`;
    await page.goto(lessonPage);
    expect(await outlineOf(page.getByTestId('lesson-article'))).toEqual(WRITTEN);

    // Shown at its own size, from its resized WebP variant rather than the upload (issue #15).
    expect(await loadedPicture(page.getByTestId('lesson-article').locator('img'))).toEqual({ width: 640, query: '?w=1280' });

    // Payload's own editor (Lexical) shows the same; an editor there adds a paragraph at the end.
    await page.goto(`http://${ACME.domain}:${admin.port}/admin/collections/materials/${lesson.id}`);
    const payloadEditor = page.locator('[data-lexical-editor="true"]');
    await payloadEditor.locator('h2').waitFor({ timeout: 60_000 });
    expect(await outlineOf(payloadEditor)).toEqual(WRITTEN);
    await payloadEditor.locator('blockquote').click();
    await expect.poll(() => payloadEditor.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await caretToEndOf(page, payloadEditor);
    await page.keyboard.press('Enter');
    await page.keyboard.type('أضيف من لوحة المحررين');
    await expect.poll(() => payloadEditor.locator('p').last().textContent()).toBe('أضيف من لوحة المحررين');
    // Payload hands the editor's state to the form when the browser is idle: save after that.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    await Promise.all([
      page.waitForResponse((response) => response.url().includes(`/api/materials/${lesson.id}`) && response.request().method() !== 'GET' && response.ok(), { timeout: 30_000 }),
      page.locator('#action-save').click(),
    ]);

    // The site shows it after the rest, which is unchanged; the site's editor opens it all.
    await expect.poll(async () => (await page.goto(lessonPage), await page.getByTestId('lesson-article').locator('p').last().textContent()), { timeout: 30_000 }).toBe('أضيف من لوحة المحررين');
    expect(await outlineOf(page.getByTestId('lesson-article'))).toEqual(WRITTEN);
    await page.goto(`${origin}/admin/courses/${course.id}?lesson=${lesson.id}`);
    const reopened = page.locator('form.lesson-editor').getByTestId('rich-text-content');
    await reopened.waitFor();
    expect(await outlineOf(reopened)).toEqual(WRITTEN);
    expect(await reopened.locator('p').last().textContent()).toBe('أضيف من لوحة المحررين');
    await context.close();
  }, JOURNEY_TIMEOUT);
});

describe.each(['ar', 'en'] as const)('accessibility of the rich-text editor in %s', (language: Language) => {
  let darkAdmin: SiteClient;
  beforeAll(async () => {
    // An admin holding modify-settings, in dark mode for the dark runs.
    const owner = await ownerOf('other');
    const settingsAdmin = await newSignedInStudent(platform.other);
    expect((await owner.json('POST', `/api/users/${settingsAdmin.id}/rights`, { newRole: 'admin', rights: ['modify-settings', 'upload-files'] })).status).toBe(200);
    expect((await settingsAdmin.client.json('PUT', '/api/users/me', { settings: JSON.stringify({ darkMode: true }) })).status).toBe(200);
    darkAdmin = settingsAdmin.client;
  });

  it.each(['light', 'dark'] as const)('%s: no axe violations in the editor, its panels and the page it writes', async (theme) => {
    const client = theme === 'dark' ? darkAdmin : await ownerOf('other');
    const { context, page } = await signedInPage(platform.browser, originOf('other'), client, language);
    await page.goto(`${originOf('other')}/admin/settings/about`);
    await page.getByTestId('rich-text-content').waitFor();
    expect(await page.getAttribute('html', 'data-theme')).toBe(theme);
    const t = catalogues[language];
    await page.getByTestId('rich-text-content').click();
    await toolbarButton(page, t.richText.bold).click();
    // The about preview is a sandboxed frame axe cannot enter.
    await expectNoAxeViolations(page, { exclude: ['[data-testid="about-preview"]'] });
    await toolbarButton(page, t.richText.link).click();
    await expectNoAxeViolations(page, { exclude: ['[data-testid="about-preview"]'] });
    await page.getByRole('button', { name: t.richText.cancel, exact: true }).click();
    await toolbarButton(page, t.richText.image).click();
    await expectNoAxeViolations(page, { exclude: ['[data-testid="about-preview"]'] });
    await page.goto(`${originOf('other')}/about`);
    await expectNoAxeViolations(page);
    await context.close();
  });
});

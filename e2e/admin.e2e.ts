import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { catalogues } from '@halaqa/shared/i18n/index';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { newContext } from '@halaqa/infra/testing/browser';
import { uploadFile } from '@halaqa/infra/testing/files';
import { sql } from '@halaqa/infra/testing/sql';
import { useAdmin } from './support/admin';
import { ACME, newStudent, OTHER, usePlatform } from './support/platform';
import { restCall } from '@halaqa/infra/testing/admin-server';
import { expectNoAxeViolations, signedInContext } from './support/pages';
import { openVerificationMail, signInThroughForm, signUpThroughForm } from './support/sign-up-journey';

/**
 * Issue #2: the owner, signed in on the site, opens the Payload admin without signing in again
 * and sees only their own site's documents; a student is refused there.
 */
const platform = usePlatform();
const en = catalogues.en;
const admin = useAdmin(platform);

describe("the editors' admin", () => {
  it('lets the owner in with the site session and shows only their tenant', async () => {
    const context = await newContext(platform.browser);
    await context.addCookies([{ name: 'lang', value: 'en', url: platform.site.origin(ACME.domain) }]);
    const page = await context.newPage();

    // A user of the other site exists; Acme's owner must not see them.
    await signUpThroughForm(page, platform.site.origin(OTHER.domain), newStudent({ name: 'Omar Other' }), catalogues.ar);
    await page.getByRole('status').waitFor();

    await signInThroughForm(page, platform.site.origin(ACME.domain), ACME.ownerEmail, ACME.ownerPassword, en);
    await page.waitForURL(`${platform.site.origin(ACME.domain)}/`);

    await page.goto(`${admin.origin(ACME.domain)}/admin/collections/tenants`);
    await expect.poll(() => page.locator('.table').textContent(), { timeout: 30_000 }).toContain(ACME.name);
    expect(await page.locator('.table').textContent()).not.toContain(OTHER.name);

    await page.goto(`${admin.origin(ACME.domain)}/admin/collections/users`);
    await expect.poll(() => page.locator('.table').textContent(), { timeout: 30_000 }).toContain(ACME.ownerEmail);
    const users = await page.locator('.table').textContent();
    expect(users).not.toContain(OTHER.ownerEmail);
    expect(users).not.toContain('Omar Other');

    // Logging out of the admin signs out of the site too: it is one session.
    await page.goto(`${admin.origin(ACME.domain)}/admin/logout`);
    await page.waitForURL(/\/admin\/login/, { timeout: 30_000 });
    await page.goto(`${platform.site.origin(ACME.domain)}/`);
    expect(await page.getByTestId('signed-in-as').count()).toBe(0);
    await context.close();
  });

  it('speaks the language the owner uses on the site: Arabic, right to left (issue #14)', async () => {
    const ar = catalogues.ar;
    const context = await newContext(platform.browser);
    const page = await context.newPage();
    // A visitor without a site language gets the admin in English, and the hint in it.
    await page.goto(`${admin.origin(ACME.domain)}/admin`);
    await expect.poll(() => page.getByRole('link', { name: en.editorsAdmin.signInOnSite }).count(), { timeout: 30_000 }).toBe(1);

    // Signed in on the site in Arabic (the interface's first language), the admin follows.
    await signInThroughForm(page, platform.site.origin(ACME.domain), ACME.ownerEmail, ACME.ownerPassword, ar);
    await page.waitForURL(`${platform.site.origin(ACME.domain)}/`);
    await page.goto(`${admin.origin(ACME.domain)}/admin/collections/courses`);
    // Payload writes the direction in capitals (dir="RTL"), which HTML reads as rtl.
    await expect.poll(async () => (await page.locator('html').getAttribute('dir'))?.toLowerCase(), { timeout: 30_000 }).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    // The collections carry the site's own words, and Payload's interface its Arabic.
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 30_000 }).toContain(ar.editorsAdmin.collections.courses.plural);
    await page.goto(`${admin.origin(ACME.domain)}/admin`);
    await expect.poll(() => page.locator('nav').first().textContent(), { timeout: 30_000 }).toContain(ar.editorsAdmin.collections.materials.plural);
    expect(await page.locator('nav').first().textContent()).not.toContain(en.editorsAdmin.collections.materials.plural);
    await context.close();
  });

  it('shows file keys as the files and JSON as forms, with Arabic labels (issue #14)', async () => {
    const ar = catalogues.ar;
    const { labels, quiz: quizTexts, tags: tagTexts } = ar.editorsAdmin.fields;
    const siteOrigin = platform.site.origin(ACME.domain);
    const owner = await signedInClient(siteOrigin, ACME.ownerEmail, ACME.ownerPassword);
    const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } }).png().toBuffer();
    const pictureKey = await uploadFile(owner, 'board.png', picture, { segment: 'images' });
    const course = (await owner.json<{ id: string }>('POST', '/api/courses', { name: `النحو ${Date.now()}` })).body;
    const quizLesson = (
      await owner.json<{ id: string }>('POST', `/api/courses/${course.id}/materials`, {
        name: 'اختبار الفاعل',
        type: 'quiz',
        quiz: [{ type: 'single', text: 'ما الفاعل في «قام زيد»؟', options: ['زيد', 'قام'], correct: [0] }],
      })
    ).body;
    const lesson = (await owner.json<{ id: string }>('POST', `/api/courses/${course.id}/materials`, { name: 'الفاعل', type: 'article', files: [pictureKey], tags: ['نحو'] })).body;

    const context = await signedInContext(platform.browser, siteOrigin, owner, 'ar');
    const page = await context.newPage();
    // The site hands the admin the owner's language (the payload-lng cookie) on any page.
    await page.goto(siteOrigin);

    // A lesson: its file as the picture itself, served by the site; its tags as chips.
    await page.goto(`${admin.origin(ACME.domain)}/admin/collections/materials/${lesson.id}`);
    const files = page.getByRole('group', { name: labels.materials.files });
    await files.waitFor({ timeout: 30_000 });
    const shown = files.getByRole('img', { name: 'board.png' });
    await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth), { timeout: 30_000 }).toBe(40);
    expect(await shown.getAttribute('src')).toBe(`${siteOrigin}/files/${pictureKey}`);
    // The file is known by its name and picture; its storage key is folded away until asked for (issue #44, item 13).
    const key = files.getByText(pictureKey);
    expect(await key.isVisible()).toBe(false);
    await files.getByText(ar.editorsAdmin.fields.fileKeys.storageKey).click();
    await key.waitFor();
    const tags = page.getByRole('group', { name: labels.materials.tags });
    expect(await tags.getByRole('listitem').allTextContents()).toEqual([expect.stringContaining('نحو')]);
    await tags.getByLabel(tagTexts.newTag).fill('إعراب');
    await tags.getByLabel(tagTexts.newTag).press('Enter');
    await page.keyboard.press('ControlOrMeta+s');
    await expect.poll(async () => (await sql<{ tags: string[] }>(platform.databaseUrl, 'SELECT tags FROM materials WHERE id = $1', [lesson.id]))[0]?.tags, { timeout: 30_000 }).toEqual(['نحو', 'إعراب']);

    // A quiz: its questions read with the right answer marked, and the way to the site's editor.
    await page.goto(`${admin.origin(ACME.domain)}/admin/collections/materials/${quizLesson.id}`);
    const editOnSite = page.getByRole('link', { name: quizTexts.editOnSite });
    await editOnSite.waitFor({ timeout: 30_000 });
    expect(await editOnSite.getAttribute('href')).toBe(`${siteOrigin}/admin/courses/${course.id}?lesson=${quizLesson.id}`);
    expect(await page.locator('.halaqa-quiz').textContent()).toContain('ما الفاعل في «قام زيد»؟');
    // One question, in Arabic's form for one ("سؤال واحد", not "1 أسئلة").
    expect(await page.locator('.halaqa-field', { has: page.locator('.halaqa-quiz') }).textContent()).toContain(quizTexts.count_one);

    // A course: the lessons visitors see, and the work its certificate counts, as ticks by name.
    await page.goto(`${admin.origin(ACME.domain)}/admin/collections/courses/${course.id}`);
    const visitorLessons = page.getByRole('group', { name: labels.courses.showmaterial });
    await visitorLessons.waitFor({ timeout: 30_000 });
    // Payload draws a group's fields once it scrolls into view.
    await page.locator('#field-certConfig').scrollIntoViewIfNeeded();
    const certificateSource = page.getByRole('group', { name: labels.courses['certConfig/source'] });
    await certificateSource.waitFor({ timeout: 30_000 });
    expect(await certificateSource.getByRole('checkbox').count()).toBe(1);
    await visitorLessons.getByRole('checkbox', { name: 'الفاعل', exact: true }).check();
    await page.keyboard.press('ControlOrMeta+s');
    await expect.poll(async () => (await sql<{ showmaterial: string[] }>(platform.databaseUrl, 'SELECT showmaterial FROM courses WHERE id = $1', [course.id]))[0]?.showmaterial, { timeout: 30_000 }).toEqual([lesson.id]);

    // A user's preferences string as a form, keeping what it does not show.
    const student = await newSignedInStudent(siteOrigin);
    await sql(platform.databaseUrl, `UPDATE users SET settings = '{"lang":"fr","seenTour":true}' WHERE id = $1`, [student.id]);
    await page.goto(`${admin.origin(ACME.domain)}/admin/collections/users/${student.id}`);
    const preferences = page.getByRole('group', { name: labels.users.settings });
    await preferences.scrollIntoViewIfNeeded({ timeout: 30_000 });
    expect(await preferences.getByRole('combobox').inputValue()).toBe('fr');
    await preferences.getByRole('checkbox', { name: ar.editorsAdmin.fields.userSettings.darkMode }).check();
    await page.keyboard.press('ControlOrMeta+s');
    await expect
      .poll(async () => JSON.parse((await sql<{ settings: string }>(platform.databaseUrl, 'SELECT settings FROM users WHERE id = $1', [student.id]))[0]!.settings), { timeout: 30_000 })
      .toEqual({ lang: 'fr', seenTour: true, darkMode: true });
    await context.close();
  });

  it("draws a lesson's image from the site in the rich-text editor and keeps it when the editor saves (issue #14)", async () => {
    const siteOrigin = platform.site.origin(ACME.domain);
    const owner = await signedInClient(siteOrigin, ACME.ownerEmail, ACME.ownerPassword);
    const picture = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#36c' } }).png().toBuffer();
    const pictureKey = await uploadFile(owner, 'diagram.png', picture, { segment: 'materials' });
    const course = (await owner.json<{ id: string }>('POST', '/api/courses', { name: `Geometry ${Date.now()}` })).body;
    const lesson = (
      await owner.json<{ id: string }>('POST', `/api/courses/${course.id}/materials`, {
        name: 'Angles',
        type: 'article',
        content: `<h2>Diagram</h2><p>See:<img src="/files/${pictureKey}" alt="the diagram"></p>`,
      })
    ).body;
    const imageNode = { type: 'image', version: 1, src: `/files/${pictureKey}`, alt: 'the diagram' };
    const storedContent = async () => JSON.stringify((await sql<{ content: unknown }>(platform.databaseUrl, 'SELECT content FROM materials WHERE id = $1', [lesson.id]))[0]?.content);
    // The stored image node, exactly: nothing added, nothing lost.
    const storedImages = async () => JSON.parse(await storedContent()).root.children[1].children.filter((node: { type: string }) => node.type === 'image');
    expect(await storedImages()).toEqual([imageNode]);

    const context = await signedInContext(platform.browser, siteOrigin, owner, 'en');
    const page = await context.newPage();
    await page.goto(`${admin.origin(ACME.domain)}/admin/collections/materials/${lesson.id}`);
    // The stored address is the site's; the admin, on its own port, loads it from the site.
    const shown = page.locator('[data-lexical-editor="true"]').getByRole('img', { name: 'the diagram' });
    await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth), { timeout: 30_000 }).toBe(48);
    expect(await shown.getAttribute('src')).toBe(`${siteOrigin}/files/${pictureKey}`);

    // An edit elsewhere in the text, saved: the image stays exactly as the site stored it.
    await page.locator('[data-lexical-editor="true"] h2').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' 2');
    await expect.poll(() => page.locator('[data-lexical-editor="true"] h2').textContent()).toBe('Diagram 2');
    // Payload hands the editor's state to the form when the browser is idle: save after that.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    await page.keyboard.press('ControlOrMeta+s');
    await expect.poll(storedContent, { timeout: 30_000 }).toContain('"text":"Diagram 2"');
    expect(await storedImages()).toEqual([imageNode]);
    expect((await owner.json<{ content: string }>('GET', `/api/courses/${course.id}/materials/${lesson.id}`)).body.content).toContain(
      `<img src="/files/${pictureKey}" srcset="/files/${pictureKey}?w=1280" loading="lazy" alt="the diagram">`,
    );
    await context.close();
  });

  it('fits the course, lesson and site editors and the course list to the screen in Arabic (issue #44, item 13)', async () => {
    const siteOrigin = platform.site.origin(ACME.domain);
    const owner = await signedInClient(siteOrigin, ACME.ownerEmail, ACME.ownerPassword);
    const course = (await owner.json<{ id: string }>('POST', '/api/courses', { name: `البلاغة ${Date.now()}`, longDescription: '<p>علم المعاني والبيان والبديع</p>' })).body;
    const lesson = (await owner.json<{ id: string }>('POST', `/api/courses/${course.id}/materials`, { name: 'التشبيه', type: 'article', content: '<p>أركان التشبيه أربعة</p>' })).body;
    const acmeId = (await sql<{ id: string }>(platform.databaseUrl, 'SELECT tenant_id AS id FROM courses WHERE id = $1', [course.id]))[0]!.id;
    const context = await signedInContext(platform.browser, siteOrigin, owner, 'ar');
    const page = await context.newPage();
    await page.goto(siteOrigin);
    for (const [path, ready] of [
      [`/admin/collections/courses/${course.id}`, '#field-name'],
      [`/admin/collections/materials/${lesson.id}`, '#field-name'],
      [`/admin/collections/tenants/${acmeId}`, '#field-siteName'],
      ['/admin/collections/courses', '.table'],
    ] as const) {
      await page.goto(`${admin.origin(ACME.domain)}${path}`);
      await page.locator(ready).first().waitFor({ timeout: 30_000 });
      // Lexical's floating toolbar once made the right-to-left course editor 10,812 px wide.
      const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, screen: window.innerWidth }));
      expect({ path, width: width.scroll }).toEqual({ path, width: width.screen });
    }
    await context.close();
  });

  it("passes axe on the editors' pages, Arabic in light and English in dark (issue #44, item 13)", async () => {
    const siteOrigin = platform.site.origin(ACME.domain);
    const owner = await signedInClient(siteOrigin, ACME.ownerEmail, ACME.ownerPassword);
    const course = (await owner.json<{ id: string }>('POST', '/api/courses', { name: `الصرف ${Date.now()}`, longDescription: '<p>أوزان الأفعال</p>' })).body;
    // A completion rule: an array row, with its drag handle, its menu and a select of its own.
    const lesson = (
      await owner.json<{ id: string }>('POST', `/api/courses/${course.id}/materials`, {
        name: 'الميزان الصرفي',
        type: 'article',
        content: '<p>فعل</p>',
        completion: { logic: 'all', rules: [{ type: 'viewed' }] },
      })
    ).body;
    expect(lesson.id).toBeTruthy();
    const acmeId = (await sql<{ id: string }>(platform.databaseUrl, 'SELECT tenant_id AS id FROM courses WHERE id = $1', [course.id]))[0]!.id;
    const pages = [
      [`/admin/collections/courses/${course.id}`, '#field-name'],
      [`/admin/collections/materials/${lesson.id}`, '#field-name'],
      [`/admin/collections/tenants/${acmeId}`, '#field-siteName'],
      ['/admin/collections/courses', '.table'],
      ['/admin/collections/materials', '.table'],
      ['/admin', '.modular-dashboard, .dashboard'],
      // Blog articles are written here (the site has no article form): its date picker too.
      ['/admin/collections/articles/create', '#field-title'],
    ] as const;
    for (const [language, colorScheme] of [['ar', 'light'], ['en', 'dark']] as const) {
      const context = await signedInContext(platform.browser, siteOrigin, owner, language, { colorScheme });
      const page = await context.newPage();
      await page.goto(siteOrigin);
      for (const [path, ready] of pages) {
        await page.goto(`${admin.origin(ACME.domain)}${path}`);
        await page.locator(ready).first().waitFor({ timeout: 30_000 });
        // Payload draws some fields (rich text, selects) once the page has hydrated and the browser is idle.
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
        // The completion rule's row is drawn once its group scrolls into view: scan it with its handle.
        if (path.includes(`/${lesson.id}`)) {
          await page.locator('#field-completion').scrollIntoViewIfNeeded();
          await page.locator('#field-completion__rules').scrollIntoViewIfNeeded();
          await page.locator('#field-completion__rules .collapsible__drag').waitFor();
        }
        // The document's "more" menu is named in the editor's language (Payload's own "More options").
        if (path.includes(`/${course.id}`)) {
          await page.getByRole('button', { name: language === 'ar' ? 'خيارات أكثر' : 'More options', exact: true }).waitFor();
        }
        await expectNoAxeViolations(page, { impacts: ['critical', 'serious'] });
      }
      await context.close();
    }
  }, 300_000);

  it('edits the about text as rich text, shown on the site as formatted and still sanitised (issue #44, item 13)', async () => {
    const siteOrigin = platform.site.origin(ACME.domain);
    const owner = await signedInClient(siteOrigin, ACME.ownerEmail, ACME.ownerPassword);
    expect((await owner.json('POST', '/api/settings/general', { settings: { onboardingComplete: true, aboutVisible: true } })).status).toBe(200);
    // A direction on a paragraph: HTML the admin's editor does not keep, which a save that does not change the text must not touch.
    expect((await owner.json('POST', '/api/settings/about', { settings: { title: 'من نحن', content: '<p dir="rtl">مدرسة للعربية</p>' } })).status).toBe(200);
    const acmeId = (await sql<{ id: string }>(platform.databaseUrl, 'SELECT id FROM tenants WHERE name = $1', [ACME.name]))[0]!.id;
    const storedAbout = async () => (await sql<{ html: string }>(platform.databaseUrl, 'SELECT about_content AS html FROM tenants WHERE id = $1', [acmeId]))[0]!.html;
    const saved = (page: Page) =>
      Promise.all([
        page.waitForResponse((response) => response.url().includes(`/api/tenants/${acmeId}`) && response.request().method() !== 'GET' && response.ok(), { timeout: 30_000 }),
        page.keyboard.press('ControlOrMeta+s'),
      ]);

    const context = await signedInContext(platform.browser, siteOrigin, owner, 'ar');
    const page = await context.newPage();
    await page.goto(siteOrigin);
    await page.goto(`${admin.origin(ACME.domain)}/admin/collections/tenants/${acmeId}`);
    // The about text is Payload's rich-text editor now, no longer a box of HTML. Payload draws a
    // group's fields once it scrolls into view.
    await page.locator('#field-about').scrollIntoViewIfNeeded({ timeout: 30_000 });
    const editor = page.locator('[data-field-path="about.contentRichText"] [data-lexical-editor="true"]');
    await expect.poll(() => editor.textContent(), { timeout: 30_000 }).toBe('مدرسة للعربية');
    expect(await page.locator('textarea#field-about__content').count()).toBe(0);

    // Another field saved: the stored HTML stays exactly as the site wrote it.
    await page.locator('#field-about__title').fill('من نحن حقا');
    await saved(page);
    expect(await storedAbout()).toBe('<p dir="rtl">مدرسة للعربية</p>');

    // Bold and a list, typed as an editor would (Ctrl+B; "- " starts a list).
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('نتعلم معا');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.press('Enter');
    await page.keyboard.type('- النحو');
    await page.keyboard.press('Enter');
    await page.keyboard.type('الصرف');
    await expect.poll(() => editor.locator('ul > li').allTextContents()).toEqual(['النحو', 'الصرف']);
    // Payload hands the editor's state to the form when the browser is idle: save after that.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    await saved(page);
    await expect.poll(storedAbout, { timeout: 30_000 }).toContain('<strong>نتعلم معا</strong>');

    // The site forgets its cached settings when the admin saves (services/content-version): soon, not at once.
    const shown = page.locator('article.about .rich-text');
    await expect.poll(async () => (await page.goto(`${siteOrigin}/about`), await shown.locator('strong').count()), { timeout: 30_000 }).toBe(1);
    expect(await shown.locator('strong').textContent()).toBe('نتعلم معا');
    expect(await shown.locator('ul > li').allTextContents()).toEqual(['النحو', 'الصرف']);
    expect(await shown.locator('p').first().textContent()).toBe('مدرسة للعربية');
    // The site's API sends the same HTML.
    expect((await owner.json<{ content: string }>('GET', '/api/settings/about')).body.content).toBe(await storedAbout());

    // Rich text sent straight to Payload's REST API is sanitised like any HTML: no script address survives.
    const editorClient = await admin.editorOf(ACME);
    const unsafe = {
      root: {
        type: 'root', version: 1, direction: 'rtl', format: '', indent: 0,
        children: [
          {
            type: 'paragraph', version: 1, direction: 'rtl', format: '', indent: 0, textFormat: 0, textStyle: '',
            children: [
              { type: 'link', version: 3, direction: 'rtl', format: '', indent: 0, fields: { linkType: 'custom', url: 'javascript:alert(1)', newTab: false }, children: [{ type: 'text', version: 1, text: 'اضغط', format: 0, detail: 0, mode: 'normal', style: '' }] },
              { type: 'text', version: 1, text: '<script>alert(2)</script>', format: 0, detail: 0, mode: 'normal', style: '' },
            ],
          },
        ],
      },
    };
    expect((await restCall(editorClient, 'PATCH', `/api/tenants/${acmeId}`, { about: { contentRichText: unsafe } })).status).toBe(200);
    const html = await storedAbout();
    expect(html).toContain('اضغط');
    expect(html).not.toMatch(/javascript:|<script/);
    await expect.poll(async () => (await page.goto(`${siteOrigin}/about`), await page.locator('article.about .rich-text').textContent()), { timeout: 30_000 }).toContain('اضغط');
    expect(await page.locator('article.about script').count()).toBe(0);
    // Payload's converter writes an unsafe address as "#", and the sanitiser would drop it anyway.
    expect(await page.locator('article.about .rich-text a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['#']);
    expect(await page.locator('article.about .rich-text').textContent()).toContain('<script>alert(2)</script>');
    await context.close();
  });

  it('refuses a student, and asks a visitor to sign in on the site', async () => {
    const context = await newContext(platform.browser);
    await context.addCookies([{ name: 'lang', value: 'en', url: platform.site.origin(ACME.domain) }]);
    const page = await context.newPage();

    await page.goto(`${admin.origin(ACME.domain)}/admin`);
    await expect.poll(() => page.getByRole('link', { name: 'Sign in on the site' }).getAttribute('href'), { timeout: 30_000 }).toBe(
      `${platform.site.origin(ACME.domain)}/sign-in`,
    );

    const student = newStudent();
    await signUpThroughForm(page, platform.site.origin(ACME.domain), student, en);
    await openVerificationMail(page, student, en);
    await signInThroughForm(page, platform.site.origin(ACME.domain), student.email, student.password, en);
    await page.waitForURL(`${platform.site.origin(ACME.domain)}/`);

    await page.goto(`${admin.origin(ACME.domain)}/admin`);
    await page.waitForURL(/\/admin\/unauthorized/, { timeout: 30_000 });
    expect(await page.textContent('body')).toContain('Unauthorized');

    // Payload's REST API, asked from the student's browser, shows them no one but themselves.
    const emails = await page.evaluate(async () => {
      const reply = await fetch('/api/users', { credentials: 'include' });
      const body = (await reply.json()) as { docs?: { email: string }[] };
      return body.docs?.map((user) => user.email);
    });
    expect(emails).toEqual([student.email]);
    await context.close();
  });
});

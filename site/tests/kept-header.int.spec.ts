import { describe, expect, it } from 'vitest';
import { newSignedInStudent } from '@halaqa/infra/testing/accounts';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { sql } from '@halaqa/infra/testing/sql';
import { useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * Issue #13: the server renders a signed-in user's header once and reuses its HTML on their
 * next pages (site/components/kept-server-html.ts, keyed by the header's props). Whatever the
 * header shows must still be the current user's and current from the next page on: another
 * student's name, a rename made behind the site's back, the language, the current link.
 */
const sites = useTwoSites();

async function pageOf(client: SiteClient, path: string, language: string): Promise<string> {
  const response = await client.request('GET', path, { headers: { cookie: `lang=${language}` } });
  expect(response.status).toBe(200);
  return response.text();
}

async function headerOf(client: SiteClient, path: string, language = 'en'): Promise<string> {
  const header = /<header class="site-header"[\s\S]*?<\/header>/.exec(await pageOf(client, path, language));
  expect(header, `${path} has the site header`).not.toBeNull();
  return header![0];
}

const accountName = (header: string) => /class="account-button"[^>]*><bdi>([^<]*)<\/bdi>/.exec(header)?.[1];

describe("a signed-in user's header, kept by its props", () => {
  it("shows each student their own name, page after page, and never another's", async () => {
    const first = await newSignedInStudent(sites.acme, { name: 'Amina Kept' });
    const second = await newSignedInStudent(sites.acme, { name: 'Bilal Kept' });
    for (const path of ['/dashboard', '/courses', '/', '/dashboard']) {
      expect(accountName(await headerOf(first.client, path))).toBe('Amina Kept');
      expect(accountName(await headerOf(second.client, path))).toBe('Bilal Kept');
    }
  });

  it('shows a name changed behind the site’s back on the next page', async () => {
    const { id, client } = await newSignedInStudent(sites.acme, { name: 'Before Rename' });
    expect(accountName(await headerOf(client, '/dashboard'))).toBe('Before Rename');
    await sql(sites.databaseUrl, 'UPDATE users SET name = $1 WHERE id = $2', ['After Rename', id]);
    expect(accountName(await headerOf(client, '/dashboard'))).toBe('After Rename');
  });

  it("marks the page's own link as current, and only on that page", async () => {
    const { client } = await newSignedInStudent(sites.acme);
    const onCourses = await headerOf(client, '/courses');
    expect(onCourses).toMatch(/<a href="\/courses" aria-current="page">/);
    const onDashboard = await headerOf(client, '/dashboard');
    expect(onDashboard).not.toContain('aria-current');
    expect(await headerOf(client, '/courses')).toBe(onCourses);
  });

  it("speaks the page's language, and carries this site's name on this site only", async () => {
    const { client } = await newSignedInStudent(sites.acme, { name: 'Same Name' });
    const other = await newSignedInStudent(sites.other, { name: 'Same Name' });
    const english = await headerOf(client, '/dashboard', 'en');
    const arabic = await headerOf(client, '/dashboard', 'ar');
    expect(english).toContain('Notifications');
    expect(arabic).toContain('الإشعارات');
    const acmeName = /class="brand"[^>]*>(?:<img[^>]*>)?<span>([^<]*)<\/span>/.exec(english)?.[1];
    const otherName = /class="brand"[^>]*>(?:<img[^>]*>)?<span>([^<]*)<\/span>/.exec(await headerOf(other.client, '/dashboard', 'en'))?.[1];
    expect(acmeName).toBeTruthy();
    expect(otherName).toBeTruthy();
    expect(otherName).not.toBe(acmeName);
  });
});

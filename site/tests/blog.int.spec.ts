import type { Payload } from '@halaqa/cms/payload-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '@halaqa/infra/testing/accounts';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { ACME, OTHER, useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * Issue #4: articles written in the Payload admin are shown at /blog and /blog/article/{id},
 * rich text rendered to HTML on the server; drafts and other sites' articles never are.
 * The articles are written through Payload's Local API here, as the admin would write them.
 */
const sites = useTwoSites();
let payload: Payload;
let published: string;
let draft: string;

const richText = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        children: [{ type: 'text', text, format: 1, detail: 0, mode: 'normal', style: '', version: 1 }],
      },
    ],
  },
});

async function tenantId(domain: string) {
  const { docs } = await payload.find({ collection: 'tenants', where: { 'domains.domain': { equals: domain } }, overrideAccess: true });
  return docs[0]!.id;
}

beforeAll(async () => {
  process.env.DATABASE_URL = sites.databaseUrl;
  process.env.DISABLE_PAYLOAD_HMR = 'true';
  const { payloadClient } = await import('@halaqa/cms/payload-client');
  payload = await payloadClient();
  const acme = await tenantId(ACME.domain);
  const write = (title: string, status: 'published' | 'draft', tenant = acme) =>
    payload.create({ collection: 'articles', data: { tenant, title, summary: `${title} summary`, content: richText(`${title} body`) as never, _status: status }, draft: status === 'draft', overrideAccess: true });
  published = (await write('Learning tajweed', 'published')).id;
  draft = (await write('Unfinished thoughts', 'draft')).id;
  await write('Other school news', 'published', await tenantId(OTHER.domain));
});

describe('the blog', () => {
  it('is not found while blogVisible is off', async () => {
    expect((await new SiteClient(sites.acme).request('GET', '/blog')).status).toBe(404);
  });

  it('lists this site’s published articles, and shows one rendered to HTML', async () => {
    const owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
    await owner.json('POST', '/api/settings/general', { settings: { blogVisible: true } });
    const visitor = new SiteClient(sites.acme);
    const list = await (await visitor.request('GET', '/blog')).text();
    expect(list).toContain('Learning tajweed');
    expect(list).not.toContain('Unfinished thoughts');
    expect(list).not.toContain('Other school news');

    const page = await visitor.request('GET', `/blog/article/${published}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<p[^>]*><strong>Learning tajweed body<\/strong><\/p>/);
  });

  it('does not show a draft, or the article on another site', async () => {
    expect((await new SiteClient(sites.acme).request('GET', `/blog/article/${draft}`)).status).toBe(404);
    expect((await new SiteClient(sites.other).request('GET', `/blog/article/${published}`)).status).toBe(404);
    expect((await new SiteClient(sites.acme).request('GET', '/blog/article/not-an-id')).status).toBe(404);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { catalogues } from '@halaqa/shared/i18n/index';
import { newSignedInStudent, signedInClient } from '@halaqa/infra/testing/accounts';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { sql } from '@halaqa/infra/testing/sql';
import { ACME, useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * Issue #40: a server without Chromium (a fresh `pnpm start` before its package is installed)
 * answers a certificate's or a receipt's PDF with a 503 saying PDFs are not available, in the
 * reader's language, and logs the package to install; before, both were a 500 ("Something went
 * wrong"). CHROMIUM_PATH names a file that does not exist.
 */
const MISSING_CHROMIUM = '/nonexistent/chromium-headless-shell';
const sites = useTwoSites(() => ({ CHROMIUM_PATH: MISSING_CHROMIUM }));
let owner: SiteClient;

beforeAll(async () => {
  owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
});

/** A certificate of a course that gives one at once (−1) to a newly registered student. */
async function issuedCertificateCode(): Promise<string> {
  const course = await owner.json<{ id: string }>('POST', '/api/courses', { name: `Printed ${Date.now()}`, cert_config: { score: -1, source: '*' } });
  expect(course.status, JSON.stringify(course.body)).toBe(201);
  const { client } = await newSignedInStudent(sites.acme);
  expect((await client.json('POST', `/api/courses/${course.body.id}/register/`)).status).toBe(200);
  const certificate = await client.json<{ code: string }>('POST', `/api/courses/${course.body.id}/certificate`);
  expect(certificate.status, JSON.stringify(certificate.body)).toBe(200);
  return certificate.body.code;
}

/** A paid plan invoice of acme, as a completed purchase leaves it. */
async function paidInvoiceId(): Promise<string> {
  const [invoice] = await sql<{ id: string }>(
    sites.databaseUrl,
    `INSERT INTO invoices (tenant_id, number, kind, plan, cycle, amount, status, period_start, period_end, due_at, paid_at, transaction_id)
     SELECT _parent_id, 'HQ-PDF-' || floor(random() * 1e9)::text, 'purchase', 'pro', 'monthly', 74900, 'paid', now(), now() + interval '1 month', now(), now(), '424242'
     FROM tenants_domains WHERE domain = $1 RETURNING id`,
    [ACME.domain],
  );
  return invoice!.id;
}

describe('PDFs on a server without Chromium', () => {
  it('a certificate’s PDF is a 503 saying so, in the reader’s language, with the package named in the log', async () => {
    const code = await issuedCertificateCode();
    // The PDF is public, like its verification page: a visitor in each language.
    for (const language of ['en', 'ar'] as const) {
      const response = await new SiteClient(sites.acme).request('GET', `/certificates/${code}/pdf`, { headers: { cookie: `lang=${language}` } });
      expect(response.status, language).toBe(503);
      expect(await response.text(), language).toBe(catalogues[language].errors.pdfsUnavailable);
      // Nothing to gain from asking again soon: the server needs its program installed.
      expect(response.headers.get('retry-after')).toBeNull();
    }
    expect(catalogues.en.errors.pdfsUnavailable).toBe('PDFs are not available on this server yet.');
    expect(sites.site.output.join('\n')).toContain(`Chromium is missing at ${MISSING_CHROMIUM}: install Debian's chromium-headless-shell package`);
    // The verification page itself still answers.
    expect((await new SiteClient(sites.acme).request('GET', `/certificates/${code}`)).status).toBe(200);
  });

  it('a receipt’s PDF is a 503 with the message as JSON, not a 500', async () => {
    const invoiceId = await paidInvoiceId();
    const { body: token } = await owner.json<{ token: string }>('POST', '/api/users/generate-token');
    const response = await owner.request('GET', `/api/tenants/receipt/${invoiceId}`, { headers: { authorization: `Bearer ${token.token}` } });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: catalogues.en.errors.pdfsUnavailable });
    expect(sites.site.output.join('\n')).not.toContain('request failed');
  });
});

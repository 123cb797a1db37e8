import { describe, expect, it } from 'vitest';
import { catalogues } from '@halaqa/shared/i18n/index';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { sql } from '@halaqa/infra/testing/sql';
import { useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * Issue #16: a page that fails answers with the error page, and its stack is logged once, with
 * the request's JSON line, never to the client. The fault is one an operator could meet (the
 * schema and the code disagree): a column the catalogue reads is renamed in this file's database.
 */
const sites = useTwoSites();

describe('a page that fails', () => {
  it('answers 500 with the error page, and its stack is logged once, in the request line', async () => {
    await sql(sites.databaseUrl, 'alter table courses rename column name to name_renamed_by_the_test');
    const outputBefore = sites.site.output.length;
    const response = await new SiteClient(sites.acme).request('GET', '/courses', { headers: { 'x-request-id': 'failing-page-1' } });
    const body = await response.text();
    expect(response.status).toBe(500);
    expect(body).toContain(catalogues.ar.errorPage.title);
    expect(body).not.toMatch(/courses|name_renamed|at .*\.mjs/);

    // The line is written once the answer has gone.
    await expect.poll(() => sites.site.output.slice(outputBefore).join('\n')).toContain('failing-page-1');
    const printed = sites.site.output.slice(outputBefore).join('\n');
    // The stack names the function that read the catalogue: it must be printed once, in the line.
    const withStack = printed.split('\n').filter((line) => line.includes('readCourseCards'));
    expect(withStack).toHaveLength(1);
    // Each printed line comes prefixed with the process's name ("[site] ").
    const logged = JSON.parse(withStack[0]!.slice(withStack[0]!.indexOf('{'))) as { reqId: string; status: number; err: { stack: string } };
    expect([logged.reqId, logged.status]).toEqual(['failing-page-1', 500]);
    expect(logged.err.stack).toContain('at async readCourseCards');
  });
});

import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { signedInClient } from '@halaqa/infra/testing/accounts';
import { uploadFile } from '@halaqa/infra/testing/files';
import { SiteClient } from '@halaqa/infra/testing/site-client';
import { ACME, useTwoSites } from '@halaqa/infra/testing/two-sites';

/**
 * Issue #16: files are streamed from the store, so each answer holds an open file until its body
 * is sent. A HEAD request and a reader that goes away must not leave one open: forty of each once
 * kept 38 file handles of the site process open.
 */
const sites = useTwoSites();

describe('streamed files', () => {
  it('leave no file open after HEAD requests and readers that go away mid-file', async () => {
    const owner = await signedInClient(sites.acme, ACME.ownerEmail, ACME.ownerPassword);
    const bytes = Buffer.from(`%PDF-1.4\n${'x'.repeat(2_000_000)}\n%%EOF\n`);
    const key = await uploadFile(owner, 'Syllabus.pdf', bytes, { segment: 'materials' });
    const openFiles = () => fs.readdirSync(`/proc/${sites.site.serverPid()}/fd`).length;
    await (await new SiteClient(sites.acme).request('GET', `/files/${key}`)).arrayBuffer();
    const before = openFiles();

    for (let request = 0; request < 40; request += 1) {
      const head = await new SiteClient(sites.acme).request('HEAD', `/files/${key}`);
      expect([head.status, head.headers.get('content-length')]).toEqual([200, String(bytes.length)]);
      await head.arrayBuffer();
    }
    for (let request = 0; request < 40; request += 1) {
      const controller = new AbortController();
      const reply = await new SiteClient(sites.acme).request('GET', `/files/${key}`, { signal: controller.signal });
      controller.abort();
      await reply.arrayBuffer().catch(() => null);
    }
    // A few sockets may still be closing: far fewer than one file per request.
    await expect.poll(() => openFiles() - before, { timeout: 10_000 }).toBeLessThan(10);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase } from './testing/fresh-database';
import { halaqaCli } from './testing/tenant-cli';

/** `pnpm halaqa tenant create` as an operator uses it (issue #2 item 8). */
let databaseUrl: string;
const create = (...args: string[]) => halaqaCli(['tenant', 'create', ...args], databaseUrl);

beforeAll(async () => {
  databaseUrl = await createFreshDatabase();
});

describe('halaqa tenant create', () => {
  it('creates a site with a verified owner and says what it made', async () => {
    const result = await create('--domain', 'acme.localhost', '--name', 'Acme Academy', '--owner-email', 'Owner@Acme.test', '--owner-password', 'secret1');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Created site "Acme Academy"');
    expect(result.stdout).toContain('at acme.localhost');
    expect(result.stdout).toContain('Owner: owner@acme.test (verified)');
  });

  it('refuses a domain that is taken, exiting non-zero with a clear message', async () => {
    const result = await create('--domain', 'ACME.localhost', '--name', 'Copycat', '--owner-email', 'x@y.test', '--owner-password', 'secret1');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('The domain acme.localhost already belongs to a site.');
  });

  it.each([
    [['--domain', 'http://bad:4321', '--name', 'Bad', '--owner-email', 'a@b.test', '--owner-password', 'secret1'], 'domain must be a host name'],
    [['--domain', 'ok.localhost', '--name', 'Ok', '--owner-email', 'not-an-email', '--owner-password', 'secret1'], 'owner email must be a valid address'],
    [['--domain', 'ok.localhost', '--name', 'Ok', '--owner-email', 'a@b.test', '--owner-password', '123'], 'owner password must be at least 6 characters'],
    [['--domain', 'ok.localhost'], 'Missing --name, --owner-email, --owner-password'],
  ])('refuses bad input %j', async (args, message) => {
    const result = await create(...args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
  });
});

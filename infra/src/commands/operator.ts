import { parseArgs } from 'node:util';
import { normaliseTenantHost } from '@halaqa/shared/tenant-host';
import { withPlatformPayload } from '../platform-payload';

/**
 * `halaqa operator grant|revoke --domain D --email E`: makes a site's user a platform operator
 * (or no longer one), who sees and decides every site's payouts in the editors' admin.
 */
export async function operatorSet(argv: string[], platformOperator: boolean): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { domain: { type: 'string' }, email: { type: 'string' } }, strict: true });
  const domain = normaliseTenantHost(values.domain);
  const email = values.email?.trim().toLowerCase();
  if (!domain || !email) {
    console.error(`Usage: pnpm halaqa operator ${platformOperator ? 'grant' : 'revoke'} --domain localhost --email owner@example.com`);
    return 2;
  }
  return withPlatformPayload(async (payload) => {
    // The platform's own command, for any site: the site is the one the domain names, the user is
    // filtered by that site's id.
    const { docs: tenants } = await payload.find({ collection: 'tenants', where: { 'domains.domain': { equals: domain } }, limit: 1, depth: 0, overrideAccess: true });
    const tenant = tenants[0];
    const { docs } = tenant
      ? await payload.update({ collection: 'users', where: { and: [{ tenant: { equals: tenant.id } }, { email: { equals: email } }] }, data: { platformOperator }, depth: 0, overrideAccess: true })
      : { docs: [] };
    if (docs.length === 0) {
      console.error(`No user ${email} on ${domain}.`);
      return 1;
    }
    console.log(`${email} (${domain}) is ${platformOperator ? 'now' : 'no longer'} a platform operator.`);
    return 0;
  });
}

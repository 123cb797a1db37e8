import { parseArgs } from 'node:util';
import { normaliseTenantHost } from '@halaqa/shared/tenant-host';
import { withPlatformPayload } from '../platform-payload';

/**
 * `halaqa tenant suspend|unsuspend --domain D`: the platform switches a site off (every page then
 * says it is suspended, every call answers 503) or on again. Returns the exit code.
 */
export async function tenantSetSuspended(argv: string[], suspended: boolean): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { domain: { type: 'string' } }, strict: true });
  const domain = normaliseTenantHost(values.domain);
  if (!domain) {
    console.error(`Usage: pnpm halaqa tenant ${suspended ? 'suspend' : 'unsuspend'} --domain acme.localhost`);
    return 2;
  }
  return withPlatformPayload(async (payload) => {
    const { docs } = await payload.update({
      collection: 'tenants',
      where: { 'domains.domain': { equals: domain } },
      data: { suspended },
      overrideAccess: true,
    });
    if (docs.length === 0) {
      console.error(`No site has the domain ${domain}.`);
      return 1;
    }
    console.log(`${docs[0]!.name} (${domain}) is ${suspended ? 'suspended' : 'active again'}.`);
    return 0;
  });
}

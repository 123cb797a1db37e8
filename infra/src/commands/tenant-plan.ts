import { parseArgs } from 'node:util';
import { usageOf } from '@halaqa/cms/services/plans/plan-usage';
import { COUNTED_FEATURES, countLimitOf, PLANS, type TPlan } from '@halaqa/shared/plans';
import { normaliseTenantHost } from '@halaqa/shared/tenant-host';
import { withPlatformPayload } from '../platform-payload';

const USAGE = `Usage: pnpm halaqa tenant plan --domain acme.localhost --plan ${PLANS.join('|')} [--note "why"]`;

/**
 * `halaqa tenant plan --domain D --plan NAME [--note N]`: the platform operator puts a site on a
 * plan without payment (a comped plan, a partner, a test), recorded in the plan changes. A site
 * already past the new plan's limits keeps everything it has; what it is past is printed, and
 * adding more is refused until an upgrade.
 */
export async function tenantSetPlan(argv: string[]): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { domain: { type: 'string' }, plan: { type: 'string' }, note: { type: 'string' } }, strict: true });
  const domain = normaliseTenantHost(values.domain);
  const plan = values.plan as TPlan | undefined;
  if (!domain || !plan || !PLANS.includes(plan)) {
    console.error(USAGE);
    return 2;
  }
  return withPlatformPayload(async (payload) => {
    // The platform's own command, for the one site the domain names.
    const { docs } = await payload.find({ collection: 'tenants', where: { 'domains.domain': { equals: domain } }, limit: 1, depth: 0, overrideAccess: true });
    const tenant = docs[0];
    if (!tenant) {
      console.error(`No site has the domain ${domain}.`);
      return 1;
    }
    // Recorded as a plan change (the history operators read in the admin), which moves the site.
    await payload.create({ collection: 'plan-changes', data: { domain, plan, note: values.note ?? '', by: 'halaqa tenant plan (CLI)' }, overrideAccess: true });
    console.log(`${tenant.name} (${domain}) is on the ${plan} plan.`);
    for (const feature of COUNTED_FEATURES) {
      const limit = countLimitOf(plan, feature);
      const usage = await usageOf({ payload, tenant }, feature);
      if (limit !== null && usage > limit) console.log(`  past the plan: ${feature} ${usage} of ${limit}; nothing is removed, adding more is refused.`);
    }
    return 0;
  });
}

import type { Tenant } from '../../payload-types';
import type { TenantContext } from '../context';
import { assertPublicSiteFiles } from '../files/assert-public-site-files';
import { forgetTenant } from '../tenants/find-tenant-by-host';
import { assertRight, type Actor } from '../users/actor';

/** The settings that name a picture, by the field a refusal names under `settings`. */
const picturesOf = (tenant: Partial<Tenant>) => ({ siteLogo: tenant.siteLogo, homeBackground: tenant.homeBackground, image: tenant.about?.image });

/** Writes the request's own tenant after the actor's modify-settings right and the pictures named were checked. */
export async function updateTenant(ctx: TenantContext, actor: Actor, data: Partial<Tenant>): Promise<Tenant> {
  assertRight(actor, 'modify-settings');
  await assertPublicSiteFiles(ctx, picturesOf(data), picturesOf(ctx.tenant));
  // The request's own tenant row, by its id; the actor's right was checked above, so Payload's
  // access rules (made for the editors' admin) are not asked again.
  const updated = await ctx.payload.update({ collection: 'tenants', id: ctx.tenant.id, data, depth: 0, overrideAccess: true });
  forgetTenant(ctx.tenant);
  return updated;
}

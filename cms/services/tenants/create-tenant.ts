import type { Payload } from 'payload';
import { z } from 'zod';
import { isValidTenantDomain } from '@halaqa/shared/tenant-host';
import { PASSWORD_MIN_LENGTH } from '@halaqa/shared/schemas/accounts';
import { PLANS } from '../../collections/Tenants';
import { commerceStoreJob } from '../commerce/commerce-store';
import { hashPassword } from '../passwords';
import { withTransaction } from '../transaction';

export const ZCreateTenantInput = z.object({
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .refine(isValidTenantDomain, { error: 'domain must be a host name without scheme or port, e.g. acme.localhost' }),
  name: z.string().trim().min(1, { error: 'name is required' }).max(120),
  ownerEmail: z.string().trim().toLowerCase().pipe(z.email({ error: 'owner email must be a valid address' })),
  ownerPassword: z.string().min(PASSWORD_MIN_LENGTH, { error: `owner password must be at least ${PASSWORD_MIN_LENGTH} characters` }),
  ownerName: z.string().trim().min(1).default('Site Owner'),
  plan: z.enum(PLANS).default('free'),
});
export type TCreateTenantInput = z.input<typeof ZCreateTenantInput>;

export class DomainTakenError extends Error {
  constructor(domain: string) {
    super(`The domain ${domain} already belongs to a site.`);
    this.name = 'DomainTakenError';
  }
}

/**
 * Creates a learning site with its verified owner, in one transaction. This is the platform's
 * own operation (the `halaqa` CLI), not a tenant's, so it runs without a user.
 */
export async function createTenant(payload: Payload, rawInput: TCreateTenantInput) {
  const input = ZCreateTenantInput.parse(rawInput);
  const existing = await payload.find({
    collection: 'tenants',
    where: { 'domains.domain': { equals: input.domain } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  });
  if (existing.docs.length > 0) throw new DomainTakenError(input.domain);

  const passwordHash = await hashPassword(input.ownerPassword);
  return withTransaction(payload, async (req) => {
    const tenant = await payload.create({
      collection: 'tenants',
      data: {
        name: input.name,
        siteName: input.name,
        domains: [{ domain: input.domain }],
        plan: input.plan,
        siteLang: 'en',
        themeColor: '#6200ee',
        displayCourses: 3,
      },
      depth: 0,
      overrideAccess: true,
      req,
    });
    const owner = await payload.create({
      collection: 'users',
      data: {
        tenant: tenant.id,
        email: input.ownerEmail,
        name: input.ownerName,
        passwordHash,
        verified: true,
        settings: '{}',
        role: { role: 'owner', rights: [] },
      },
      depth: 0,
      overrideAccess: true,
      req,
    });
    // The site's store in the commerce service, created in the background once this commits.
    await commerceStoreJob.send({ tenantId: tenant.id }, { req, key: tenant.id });
    return { tenant, owner };
  });
}

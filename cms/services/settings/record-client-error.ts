import type { TClientErrorReport } from '@halaqa/shared/schemas/settings';
import type { TenantContext } from '../context';

/** POST /api/log-client-error: keeps a visitor's browser error for the owner to see in the admin. */
export async function recordClientError({ payload, tenant }: TenantContext, report: TClientErrorReport, userId: string | null): Promise<void> {
  await payload.create({
    collection: 'client-errors',
    data: { tenant: tenant.id, ...report, user: userId },
    depth: 0,
    // Written by the platform for the request's tenant; no one may create these through access.
    overrideAccess: true,
  });
}

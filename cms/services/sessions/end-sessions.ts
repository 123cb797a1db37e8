import type { PayloadRequest } from 'payload';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TenantContext } from '../context';

/**
 * Ends sessions of one user on the request's tenant. Used on sign-out elsewhere, password
 * change (all but the current one), suspension and deletion (all of them).
 */
export async function endSessionsOfUser(
  { payload, tenant }: TenantContext,
  userId: string,
  options: { exceptSessionId?: string; req?: PayloadRequest } = {},
): Promise<void> {
  await payload.delete({
    collection: 'sessions',
    where: {
      and: [
        { tenant: { equals: tenant.id } },
        { user: { equals: userId } },
        ...(options.exceptSessionId ? [{ id: { not_equals: options.exceptSessionId } }] : []),
      ],
    },
    // Explicitly filtered by tenant and user above.
    overrideAccess: true,
    req: options.req,
  });
}

/** DELETE /api/users/sessions/{id}: only one of your own sessions; anything else is not found. */
export async function endOwnSession({ payload, tenant }: TenantContext, userId: string, sessionId: string): Promise<void> {
  const { docs } = await payload.delete({
    collection: 'sessions',
    where: { and: [{ id: { equals: sessionId } }, { tenant: { equals: tenant.id } }, { user: { equals: userId } }] },
    // Explicitly filtered by tenant and owner above.
    overrideAccess: true,
  });
  if (docs.length === 0) throw new AppError(AppErrorCode.NOT_FOUND);
}

import type { Access, PayloadRequest } from 'payload';
import type { ManagerCandidate } from '@halaqa/shared/course-management';
import { hasRight, type Right } from '@halaqa/shared/rights';

/**
 * The signed-in user as the session strategy gives it to Payload (auth/session-strategy.ts).
 * `tenant` is the id of the tenant the session belongs to.
 */
export interface SessionUser extends ManagerCandidate {
  tenant: string;
}

/**
 * REST requests carry the strategy's user as it is (tenant as an id); the admin's pages hand
 * Payload the same user with its tenant populated, so both shapes are read.
 */
export function sessionUserOf(req: PayloadRequest): SessionUser | null {
  const user = req.user as unknown as (Omit<SessionUser, 'tenant'> & { tenant?: string | { id?: unknown } | null }) | null | undefined;
  const tenant = typeof user?.tenant === 'string' ? user.tenant : user?.tenant?.id;
  return user && typeof tenant === 'string' ? { ...user, tenant } : null;
}

export function isAdminOrOwner(user: SessionUser): boolean {
  return user.role?.role === 'owner' || user.role?.role === 'admin';
}

/** Owners, admins and teachers of a tenant may enter the editors' admin; students may not. */
export const isTenantStaff = ({ req }: { req: PayloadRequest }): boolean => {
  const user = sessionUserOf(req);
  return Boolean(user && (isAdminOrOwner(user) || user.isTeacher));
};

/** Documents of the user's own tenant to holders of `right` (the owner has every right). */
export function siteDocumentsWithRight(right: Right): Access {
  return ({ req }) => {
    const user = sessionUserOf(req);
    return user && hasRight(user, right) ? { tenant: { equals: user.tenant } } : false;
  };
}

import type { APIContext } from 'astro';
import type { Actor } from '@halaqa/cms/services/users/actor';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { ZIdParam } from '@halaqa/shared/schemas/account-management';

export interface SignedInRequest {
  actor: Actor;
  sessionId: string;
}

/** The signed-in user of the request; calls that need one answer 401 to a visitor. */
export function requireSignedIn({ locals }: Pick<APIContext, 'locals'>): SignedInRequest {
  if (!locals.user || !locals.sessionId) throw new AppError(AppErrorCode.NOT_SIGNED_IN);
  return { actor: locals.user, sessionId: locals.sessionId };
}

/** The `{id}` of the path. Something that is not a UUID cannot name a record: 404. */
export function idParam({ params }: Pick<APIContext, 'params'>, name = 'id'): string {
  const parsed = ZIdParam.safeParse(params[name]);
  if (!parsed.success) throw new AppError(AppErrorCode.NOT_FOUND);
  return parsed.data;
}

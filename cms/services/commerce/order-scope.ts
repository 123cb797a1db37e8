import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { isOwner } from '@halaqa/shared/rights';
import type { Actor } from '../users/actor';

/** Orders are the site owner's business: the money went through the platform on their behalf. */
export function assertOwner(actor: Actor): void {
  if (!isOwner(actor)) throw new AppError(AppErrorCode.FORBIDDEN);
}

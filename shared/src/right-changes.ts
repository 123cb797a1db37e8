import { AppError, AppErrorCode } from './errors';
import { hasRight, isOwner, RIGHTS, type Right, type RoleHolder } from './rights';

/**
 * Who may give or take away which right (issue #39). The owner: any. An admin (who needs
 * modify-admins to change anyone's rights at all): only the rights they hold themselves, and
 * never modify-admins, which stays the owner's to give and take. Otherwise modify-admins alone
 * obtains every right: its holder gives a second account modify-settings and manage-users, and
 * that account gives them back.
 */
export function mayGiveOrTakeRight(actor: RoleHolder, right: Right): boolean {
  if (isOwner(actor)) return true;
  return right !== 'modify-admins' && hasRight(actor, right);
}

/**
 * The rights that turning a user's `current` rights into `requested` would give or take away
 * and `actor` may not, in the order of RIGHTS: none when the change may be made. A right left as
 * it was is no change, so an admin may edit an admin who holds more than they do, and what lies
 * beyond their own rights stays as the target had it.
 */
export function refusedRightChanges(actor: RoleHolder, current: readonly string[], requested: readonly string[]): Right[] {
  return RIGHTS.filter((right) => current.includes(right) !== requested.includes(right) && !mayGiveOrTakeRight(actor, right));
}

/** The 403 of a refused change of `right`, naming it in the reader's language. */
export function rightChangeRefusal(right: Right): AppError {
  return new AppError(AppErrorCode.FORBIDDEN, {
    messageKey: right === 'modify-admins' ? 'errors.adminRightOwnersOnly' : 'errors.rightNotHeld',
    paramKeys: { right: `users.rights.${right}` },
  });
}

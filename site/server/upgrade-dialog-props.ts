import { isOwner } from '@halaqa/shared/rights';
import type { UpgradeDialogProps } from '../components/plans/UpgradeDialog';

/**
 * Run on the server by Base.astro: the upgrade dialog's props for the people whose work a plan
 * can refuse (owner, admins, teachers), else null. Visitors never get it: a sign-up the plan
 * refuses tells them the site is full, which is not theirs to upgrade.
 */
export function upgradeDialogPropsOf({ user, language }: Pick<App.Locals, 'user' | 'language'>): Omit<UpgradeDialogProps, 'messages'> | null {
  if (!user) return null;
  const staff = isOwner(user) || user.role?.role === 'admin' || user.isTeacher === true;
  if (!staff) return null;
  return { language, canUpgrade: isOwner(user) };
}

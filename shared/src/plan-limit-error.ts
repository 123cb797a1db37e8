import { AppError, AppErrorCode } from './errors';
import type { UpgradeOffer } from './plans';

/**
 * A refusal by the site's platform plan: `402 { error, upgrade }` (issue #12), which the islands
 * turn into the upgrade dialog. The message says a limit is reached when the offer has a usage
 * limit, else that the plan lacks the feature; `messageKey` overrides it for whoever is not the
 * site's owner (a visitor refused at sign-up reads that the site is full).
 */
export class PlanLimitError extends AppError {
  readonly upgrade: UpgradeOffer;

  constructor(upgrade: UpgradeOffer, messageKey?: string) {
    super(AppErrorCode.PLAN_LIMIT, { messageKey: messageKey ?? (upgrade.usageLimit === undefined ? 'errors.planFeatureLocked' : 'errors.planLimit') });
    this.name = 'PlanLimitError';
    this.upgrade = upgrade;
  }
}

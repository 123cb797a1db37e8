import { atom } from 'nanostores';
import type { UpgradeOffer } from '@halaqa/shared/plans';

/**
 * The plan's latest refusal (a 402 with its `upgrade`), which the upgrade dialog shows: any island
 * whose call the plan refuses sets it through the API client, so no island handles it itself.
 */
export const $upgradeOffer = atom<UpgradeOffer | null>(null);

/** Shows the dialog when a reply is the plan's refusal. */
export function offerUpgradeFrom(status: number, reply: unknown): void {
  if (status !== 402 || !reply || typeof reply !== 'object' || !('upgrade' in reply)) return;
  const upgrade = (reply as { upgrade?: UpgradeOffer }).upgrade;
  if (upgrade && typeof upgrade.featureName === 'string') $upgradeOffer.set(upgrade);
}

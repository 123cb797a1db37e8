import { atom } from 'nanostores';
import type { UpgradeOffer } from '@halaqa/shared/plans';

/**
 * The plan's latest refusal (a 402 with its `upgrade`), which the upgrade dialog shows: any island
 * whose call the plan refuses sets it through the API client, so no island handles it itself.
 * `from` is the control that sent the refused call (focused when the call started), which gets
 * the focus back when the dialog closes: by the time the reply opens the dialog, a busy form has
 * disabled its button and the browser has moved the focus to the page, so the dialog cannot tell.
 */
export interface ShownUpgradeOffer {
  offer: UpgradeOffer;
  from: Element | null;
}

export const $upgradeOffer = atom<ShownUpgradeOffer | null>(null);

/** Shows the dialog when a reply is the plan's refusal; `from` is the control focused when the call started. */
export function offerUpgradeFrom(status: number, reply: unknown, from: Element | null = null): void {
  if (status !== 402 || !reply || typeof reply !== 'object' || !('upgrade' in reply)) return;
  const upgrade = (reply as { upgrade?: UpgradeOffer }).upgrade;
  if (!upgrade || typeof upgrade.featureName !== 'string') return;
  $upgradeOffer.set({ offer: upgrade, from });
}

import type { TenantContext } from '../context';
import { assertRight, type Actor } from '../users/actor';
import { readApiSettings } from './api-settings-view';

/** GET /api/settings/api: the owner and holders of modify-settings only. */
export async function getApiSettings(ctx: TenantContext, actor: Actor) {
  assertRight(actor, 'modify-settings');
  return readApiSettings(ctx);
}

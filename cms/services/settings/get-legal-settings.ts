import type { TenantContext } from '../context';
import { legalOf } from './settings-views';

/** GET /api/settings/legal: public, visitors read it at sign-up. */
export const getLegalSettings = (ctx: TenantContext) => legalOf(ctx.tenant);

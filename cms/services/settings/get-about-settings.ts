import type { TenantContext } from '../context';
import { aboutOf } from './settings-views';

/** GET /api/settings/about: public, the about page shows it. */
export const getAboutSettings = (ctx: TenantContext) => aboutOf(ctx.tenant);

import { timingSafeEqual } from 'node:crypto';
import { defineMiddlewares, type MedusaNextFunction, type MedusaRequest, type MedusaResponse } from '@medusajs/framework/http';
import { commerceServiceEnv } from '../env';

/**
 * Halaqa's routes answer only the site's server: it sends `Authorization: Bearer
 * <COMMERCE_API_SECRET>`, compared in constant time. Medusa itself listens on loopback only.
 */
function requireSiteSecret(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): void {
  const given = Buffer.from(req.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${commerceServiceEnv().COMMERCE_API_SECRET}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    res.status(401).json({ code: 'UNAUTHORIZED' });
    return;
  }
  next();
}

export default defineMiddlewares({
  routes: [{ matcher: '/halaqa*', middlewares: [requireSiteSecret] }],
});

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

/**
 * Medusa's own API (issue #39). The store API took any site's publishable key, which Medusa
 * designs as a public value, and let its holder rewrite carts' lines, metadata and buyer after
 * Halaqa had priced them; the admin, auth and hooks APIs are as little ours. Halaqa uses none of
 * them: everything it needs is behind `/halaqa` with the site's secret, so they answer 404.
 *
 * Medusa runs its own checks of these namespaces first (the store's publishable key, the admin's
 * authentication), so a request without a valid key or token is refused by those (400 or 401)
 * before it reaches this; with one, it ends here. No handler of these namespaces ever runs.
 */
function notServed(_req: MedusaRequest, res: MedusaResponse): void {
  res.status(404).json({ code: 'NOT_FOUND' });
}

const CLOSED_NAMESPACES = ['/store', '/admin', '/auth', '/hooks'] as const;

export default defineMiddlewares({
  routes: [
    { matcher: '/halaqa*', middlewares: [requireSiteSecret] },
    ...CLOSED_NAMESPACES.map((namespace) => ({ matcher: `${namespace}*`, middlewares: [notServed] })),
  ],
});

import type { CacheProvider } from 'astro';
import { isDatabaseUnavailable } from '@halaqa/cms/services/database-unavailable';
import { pageForReturningVisitor } from './page-cache';
import { withSecurityHeaders } from './security-headers';

/**
 * Astro's route-cache hook (astro.config.mjs `cache.provider`) used only as an early exit: it
 * runs before the middleware, so a returning visitor's cached page costs no middleware and no
 * page module. The cache itself, its keys and its invalidation are in page-cache.ts; Astro's own
 * cache directives (maxAge, tags) are not used, so `invalidate` has nothing to do.
 */
export default function pageCacheProvider(): CacheProvider {
  return {
    name: 'halaqa-page-cache',
    async onRequest({ request, url }, next) {
      // A database that cannot be reached is the middleware's to answer (503), not a 500 here.
      const cached = await pageForReturningVisitor(request, url).catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) return null;
        throw error;
      });
      return cached ? withSecurityHeaders(cached) : next();
    },
    async invalidate() {},
  };
}

import type { CacheProvider } from 'astro';
import { pageForReturningVisitor } from './page-cache';

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
      return (await pageForReturningVisitor(request, url)) ?? next();
    },
    async invalidate() {},
  };
}

import { CACHE_BUDGETS } from '@halaqa/shared/cache-budgets';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { APIContext, MiddlewareNext } from 'astro';
import { SESSION_COOKIE } from '@halaqa/cms/auth/session-cookie';
import { payloadClient, type Payload } from '@halaqa/cms/payload-client';
import { onContentChange, type ContentChange } from '@halaqa/cms/services/content-version/content-changes';
import { courseStudentsTag, courseTag } from '@halaqa/cms/services/content-version/content-tags';
import { freshCached, subscribeToContentChanges } from '@halaqa/cms/services/content-version/content-feed';
import type { ContentChangeFeed } from '@halaqa/cms/services/content-version/listen-for-content-changes';
import { findTenantByHost, forgetTenant } from '@halaqa/cms/services/tenants/find-tenant-by-host';
import { directionOf, isLanguage, type Language } from '@halaqa/shared/i18n/index';
import type { ThemePreference } from '@halaqa/shared/theme-shades';
import { DIRECTION_COOKIE, LANGUAGE_COOKIE } from './language';
import { cachedPageOf, PageCacheStore, type CachedPage } from './page-cache-store';
import { tenantHostOf } from './tenant-request';
import { themePreferenceOf } from './user-settings';

/**
 * Visitors' copies of the pages everyone sees alike (issue #5: anonymous course pages at ≥ 60 %
 * of a static page's throughput). Kept per tenant, path with query, language and theme; never
 * for a signed-in user, whose pages show their own state; dropped the moment what a page shows
 * changes in any process (services/content-version, content-tags): a course's page with its
 * course's content or count of students, the others with any change of the site. The
 * `x-halaqa-cache` header says what happened: `hit`, `miss` (rendered now) or `bypass` (not
 * cacheable for this request).
 */
export const CACHE_STATE_HEADER = 'x-halaqa-cache';

const CACHEABLE_PATHS = [/^\/$/, /^\/courses\/?$/, /^\/courses\/[^/]+\/?$/];
/** A course's page named by its id as announcements name it (any other spelling stays untagged). */
const COURSE_PAGE = /^\/courses\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const store = new PageCacheStore(CACHE_BUDGETS.pages);
let feed: ContentChangeFeed | null = null;
/** The changes a write request made, so it forgets them again once they have committed. */
const changesOfWrite = new AsyncLocalStorage<ContentChange[]>();

function forget(change: ContentChange): void {
  // The tenant's settings first: a page rendered after this must not read the old ones.
  if (change.domains) forgetTenant({ domains: change.domains.map((domain) => ({ domain })) });
  store.forget(change.tenantId, change.tags);
}

function startListening(payload: Payload): ContentChangeFeed {
  onContentChange((change) => changesOfWrite.getStore()?.push(change));
  return subscribeToContentChanges(payload, { onChange: forget, onGap: () => store.forgetAll() });
}

/**
 * What a page was made from (content-tags). A course's page shows that course alone (its card,
 * content, ratings, count of students) besides what every page shows, which only a change of the
 * whole site touches; the home page and the catalogue list courses: any change of the site.
 * Untagged is the safe default: a page kept without tags goes with every change.
 */
function tagsOfPage(url: URL): string[] {
  const courseId = COURSE_PAGE.exec(url.pathname)?.[1];
  return courseId ? [courseTag(courseId), courseStudentsTag(courseId)] : [];
}

/** Taken when a request arrives, before it reads anything: see PageCacheStore.set. */
export function pageCacheGeneration(): number {
  return store.generation;
}

function keyOf(language: Language, theme: ThemePreference, url: URL): string {
  const query = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${language} ${theme} ${url.pathname}?${new URLSearchParams(query).toString()}`;
}

const keyOfRequest = ({ url, locals }: APIContext) => keyOf(locals.language, themePreferenceOf(locals.user), url);
const isCacheable = (request: Request, url: URL) => request.method === 'GET' && CACHEABLE_PATHS.some((pattern) => pattern.test(url.pathname));

function matchesEtag(request: Request, etag: string): boolean {
  const header = request.headers.get('if-none-match');
  return Boolean(header && header.split(',').some((candidate) => candidate.trim() === etag));
}

function pageResponse(request: Request, page: CachedPage, state: 'hit' | 'miss'): Response {
  // no-cache: browsers may keep the page but ask every time (a 304 when it has not changed), so
  // an edit is never hidden behind a max-age. Vary: the session and language cookies change it.
  const headers: Record<string, string> = { 'content-type': page.contentType, etag: page.etag, 'cache-control': 'no-cache', vary: 'Cookie', [CACHE_STATE_HEADER]: state };
  if (page.contentSecurityPolicy) headers['content-security-policy'] = page.contentSecurityPolicy;
  if (matchesEtag(request, page.etag)) return new Response(null, { status: 304, headers });
  return new Response(page.body, { status: 200, headers });
}

/** A signed-in user's pages show their own state: no browser or proxy may keep them. */
function markPrivate(response: Response, context: APIContext, bypassed: boolean): Response {
  if (!context.locals.user || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  response.headers.set('cache-control', 'private, no-store');
  if (bypassed) response.headers.set(CACHE_STATE_HEADER, 'bypass');
  return response;
}

async function renderAndKeep(context: APIContext, next: MiddlewareNext, startedInGeneration: number): Promise<Response> {
  const response = await next();
  const contentType = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !contentType.startsWith('text/html')) return response;
  const page = cachedPageOf(new Uint8Array(await response.arrayBuffer()), contentType, response.headers.get('content-security-policy'));
  store.set(context.locals.tenant.id, keyOfRequest(context), page, startedInGeneration, tagsOfPage(context.url));
  return pageResponse(context.request, page, 'miss');
}

/**
 * The middleware's last step, once tenant, user and language are known. `startedInGeneration`
 * is pageCacheGeneration() from the moment the request arrived.
 */
export async function withPageCache(context: APIContext, next: MiddlewareNext, startedInGeneration: number): Promise<Response> {
  const { request, url, locals } = context;
  feed ??= startListening(locals.payload);

  if (!SAFE_METHODS.has(request.method)) {
    const changes: ContentChange[] = [];
    const response = await changesOfWrite.run(changes, next);
    // The collection hooks forgot these pages before the change committed; a visitor's page
    // rendered in between may hold the old data, so forget them again now that it has.
    for (const change of changes) store.forget(change.tenantId, change.tags);
    return response;
  }

  const cacheable = isCacheable(request, url);
  if (!cacheable || locals.user) return markPrivate(await next(), context, cacheable);
  // Without the change feed an edit elsewhere could go unheard: render every time until it is back.
  if (!feed.isListening()) {
    const response = await next();
    if (response.headers.get('content-type')?.startsWith('text/html')) response.headers.set(CACHE_STATE_HEADER, 'bypass');
    return response;
  }
  const page = await freshCached(feed, store, locals.tenant.id, keyOfRequest(context));
  return page ? pageResponse(request, page, 'hit') : renderAndKeep(context, next, startedInGeneration);
}

function cookiesOf(request: Request): Map<string, string> {
  const pairs = (request.headers.get('cookie') ?? '').split(';').map((pair) => pair.trim().split('='));
  return new Map(pairs.map(([name, ...value]) => [name ?? '', value.join('=')]));
}

/**
 * The fast way to a hit, run by Astro's route-cache hook before the middleware and the page
 * module are even loaded (page-cache-provider). Only for a returning visitor: no session cookie,
 * and language cookies the middleware would leave as they are, so skipping it changes nothing.
 * Anything else (null) goes the usual way, through the middleware and withPageCache.
 */
export async function pageForReturningVisitor(request: Request, url: URL): Promise<Response | null> {
  if (!feed?.isListening() || !isCacheable(request, url)) return null;
  const cookies = cookiesOf(request);
  const language = cookies.get(LANGUAGE_COOKIE);
  if (cookies.has(SESSION_COOKIE) || !isLanguage(language) || cookies.get(DIRECTION_COOKIE) !== directionOf(language)) return null;
  const host = tenantHostOf(request);
  const tenant = host ? await findTenantByHost(await payloadClient(), host) : null;
  if (!tenant || tenant.suspended) return null;
  // A visitor has no settings: their page follows their system's mode, in the browser.
  const page = await freshCached(feed, store, tenant.id, keyOf(language, themePreferenceOf(null), url));
  return page ? pageResponse(request, page, 'hit') : null;
}

/**
 * The service files that may give the site more than one use case (checked by use-cases.test.ts),
 * each at most the number written beside it. Every file that gave it several has been split, one
 * file per use case named for it (verb-noun, as courses/conversations/forum/ was; issue #40,
 * item 7): what is left is plumbing the site's server code is built on (finding the request's
 * tenant, its origin, the kept-reads feed, the health replies, the cache's tag names, the public
 * user), whose functions come in pairs that only make sense together. The list only shrinks; new
 * code starts split.
 */
export const SEVERAL_USE_CASES: Readonly<Record<string, number>> = {
  // Plumbing, not use cases:
  'accounts/public-user.ts': 2, // siteSettingsOf, toPublicUser: a user and the site's settings as the API shows them
  'content-version/content-tags.ts': 2, // courseStudentsTag, courseTag: the names of what kept pages are made from
  'content-version/content-feed.ts': 2, // freshCached, subscribeToContentChanges: the kept-reads feed
  'health/readiness.ts': 2, // livenessReply, readinessReply: /healthz and /readyz
  'tenants/find-tenant-by-host.ts': 2, // findTenantByHost, forgetTenant: the request's tenant and its cache
  'tenants/site-origin.ts': 2, // siteOriginOf, siteOriginsOf: a site's origin for links
};

import type { APIContext, MiddlewareNext } from 'astro';
import { defineMiddleware, sequence } from 'astro:middleware';
import { payloadClient } from '@halaqa/cms/payload-client';
import { asArrivingRequest } from '@halaqa/cms/services/content-version/request-arrival';
import { validateSessionCached } from '@halaqa/cms/services/sessions/session-cache';
import { isDatabaseUnavailable } from '@halaqa/cms/services/database-unavailable';
import { findTenantByHost } from '@halaqa/cms/services/tenants/find-tenant-by-host';
import { siteOriginsOf } from '@halaqa/cms/services/tenants/site-origin';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { translatorFor } from '@halaqa/shared/i18n/index';
import { errorReply } from './server/http';
import { rememberAdminLanguage, rememberLanguage, requestLanguage } from './server/language';
import { clearSessionCookie, sessionTokenOf } from './server/session-cookie';
import { hostsDisagree, isForeignMutation, tenantHostOf } from './server/tenant-request';
import { renderSuspendedSitePage, renderUnavailablePage, renderUnknownSitePage } from './server/bare-pages';
import { pageCacheGeneration, withPageCache } from './server/page-cache';
import { withSecurityHeaders } from './server/security-headers';
import { clientAddressOf } from './server/client-address';
import { currentRequest, reportRequestError } from './server/request-context';
import { siteEnv } from './server/env';

/** Server-to-server calls to a site, authenticated by the gateway's HMAC instead of a browser's Origin. */
const SIGNED_CALLS = new Set(['/api/payments/paymob/callback']);
/** Calls from the platform's own services, for no site in particular, authenticated by signature. */
const PLATFORM_CALLS = new Set(['/api/commerce/events']);
/** The health endpoints (pages/healthz.ts, readyz.ts, readyz/deep.ts): for any Host, with no tenant, session or cache. */
const HEALTH_CHECKS = new Set(['/healthz', '/readyz', '/readyz/deep']);

/**
 * Every request: find its tenant by host (never falling back to another site), refuse
 * cross-site writes, recognise the session cookie on this tenant only, and pick the language.
 * (The job workers start with the server, not here: server/start-site.ts.)
 */
async function handleRequest(context: APIContext, next: MiddlewareNext): Promise<Response> {
  // Before anything is read: a page rendered from data older than a change is not cached (server/page-cache).
  const cacheGeneration = pageCacheGeneration();
  const forApi = context.url.pathname.startsWith('/api/');
  const payload = await payloadClient();
  // X-Forwarded-For counts only from the peers TRUSTED_PROXIES lists (server/client-address.ts).
  // eslint-disable-next-line no-restricted-syntax -- the one place Astro's peer address is read
  context.locals.clientAddress = clientAddressOf(context.clientAddress, context.request.headers.get('x-forwarded-for'), siteEnv().trustedProxies);
  if (PLATFORM_CALLS.has(context.url.pathname)) {
    // Not any site's: the call proves itself by its signature (see the endpoint).
    Object.assign(context.locals, { payload, language: 'en', t: translatorFor('en'), user: null, sessionToken: null, sessionId: null });
    return next();
  }
  if (hostsDisagree(context.request)) {
    const language = requestLanguage(context.cookies, forApi);
    return errorReply(new AppError(AppErrorCode.MISDIRECTED_REQUEST), translatorFor(language));
  }
  const host = tenantHostOf(context.request);
  const tenant = host ? await findTenantByHost(payload, host) : null;

  if (!tenant) {
    const language = requestLanguage(context.cookies, forApi);
    const t = translatorFor(language);
    if (forApi) return errorReply(new AppError(AppErrorCode.UNKNOWN_TENANT), t);
    return renderUnknownSitePage(language, host ?? '');
  }

  if (tenant.suspended) {
    const language = requestLanguage(context.cookies, forApi);
    if (forApi) return errorReply(new AppError(AppErrorCode.SITE_SUSPENDED), translatorFor(language));
    return renderSuspendedSitePage(language, tenant.siteName);
  }

  if (!SIGNED_CALLS.has(context.url.pathname) && isForeignMutation(context.request, siteOriginsOf(tenant))) {
    return errorReply(new AppError(AppErrorCode.FORBIDDEN_ORIGIN), translatorFor(requestLanguage(context.cookies, true)));
  }

  const token = sessionTokenOf(context);
  const validated = token ? await validateSessionCached({ payload, tenant }, token) : null;
  if (token && !validated) clearSessionCookie(context);

  const language = requestLanguage(context.cookies, forApi, validated?.user.settings);
  if (!forApi) rememberLanguage(context.cookies, language);
  if (!forApi && validated) rememberAdminLanguage(context.cookies, language);

  const facts = currentRequest();
  if (facts) {
    facts.tenantId = tenant.id;
    facts.userId = validated?.user.id;
  }
  Object.assign(context.locals, {
    payload,
    tenant,
    language,
    t: translatorFor(language),
    user: validated?.user ?? null,
    sessionToken: validated ? token : null,
    sessionId: validated?.session.id ?? null,
  });
  return withPageCache(context, next, cacheGeneration);
}

const siteRequest = defineMiddleware(async (context, next) => {
  // Before Payload or a tenant: a probe must answer while the database is away, for any Host.
  if (HEALTH_CHECKS.has(context.url.pathname)) return next();
  try {
    // Kept values are as fresh as the request's arrival: its reads share one catch-up.
    return await asArrivingRequest(() => handleRequest(context, next));
  } catch (error) {
    // The database is restarting or down: a quick 503 to try again, not a 500 (issue #10 item 6).
    if (!isDatabaseUnavailable(error)) {
      // The request's log line carries the stack (issue #16: logged once). Rethrown, Astro would
      // print it a second time; this answer has Astro render the error page (500.astro) without
      // logging. `X-Astro-Error` is how Astro's own handlers ask for its error pages (its
      // ASTRO_ERROR_HEADER, not exported): site/tests/error-log.int.spec.ts fails if that changes.
      reportRequestError(error);
      return new Response(null, { status: 500, headers: { 'X-Astro-Error': 'true' } });
    }
    const forApi = context.url.pathname.startsWith('/api/');
    const language = requestLanguage(context.cookies, forApi);
    return forApi ? errorReply(error, translatorFor(language)) : renderUnavailablePage(language);
  }
});

/** Frame protection and the other headers of every answer, whatever produced it (server/security-headers). */
const securityHeaders = defineMiddleware(async (_context, next) => withSecurityHeaders(await next()));

export const onRequest = sequence(securityHeaders, siteRequest);

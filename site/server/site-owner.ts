import type { APIContext } from 'astro';
import { bearerTokenOf } from '@halaqa/cms/services/plans/read-bearer-token';
import { ownerOfToken } from '@halaqa/cms/services/plans/find-token-owner';
import type { SiteOwner } from '@halaqa/cms/services/plans/site-owner';
import { tenantContext } from './endpoint';

/**
 * The site's owner behind a subscription call (platform-core §7): the bearer token of
 * `POST /api/users/generate-token`, from `Authorization: Bearer …` or, when given, the body's
 * `token`. The session cookie plays no part: the token alone proves it.
 */
export function requireSiteOwner(context: APIContext, bodyToken?: string): Promise<SiteOwner> {
  return ownerOfToken(tenantContext(context), bodyToken ?? bearerTokenOf(context.request.headers.get('authorization')));
}

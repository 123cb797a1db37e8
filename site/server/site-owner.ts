import type { APIContext } from 'astro';
import { bearerTokenOf, ownerOfToken, type SiteOwner } from '@halaqa/cms/services/plans/owner-token';
import { tenantContext } from './endpoint';

/**
 * The site's owner behind a subscription call (platform-core §7): the bearer token of
 * `POST /api/users/generate-token`, from `Authorization: Bearer …` or, when given, the body's
 * `token`. The session cookie plays no part: the token alone proves it.
 */
export function requireSiteOwner(context: APIContext, bodyToken?: string): Promise<SiteOwner> {
  return ownerOfToken(tenantContext(context), bodyToken ?? bearerTokenOf(context.request.headers.get('authorization')));
}

import type { AstroGlobal } from 'astro';
import { hasRight } from '@halaqa/shared/rights';

/**
 * Who reaches the site-settings pages (/admin/settings/…): the owner and holders of
 * modify-settings, as the settings calls themselves check. A visitor is sent to sign in; anyone
 * else, an admin limited to some courses included, gets 403.
 */
export function settingsAccess(Astro: AstroGlobal): 'sign-in' | 'forbidden' | 'allowed' {
  const { user } = Astro.locals;
  if (!user) return 'sign-in';
  return hasRight(user, 'modify-settings') ? 'allowed' : 'forbidden';
}

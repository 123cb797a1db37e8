import type { APIContext } from 'astro';
import { siteSettingsOf } from '@halaqa/cms/services/accounts/public-user';
import { headerCorners, isCartMode, isHeaderHidden, navLinks } from '@halaqa/shared/header-rules';
import { mayCreateCourse } from '@halaqa/shared/course-management';
import { canOpenAdminPanel } from '@halaqa/shared/rights';
import type { SiteHeaderProps } from '../components/shell/SiteHeader';

/** What the header needs for this request, or null on pages where the header is hidden. */
export function headerPropsOf({ locals, url }: Pick<APIContext, 'locals' | 'url'>): SiteHeaderProps | null {
  if (isHeaderHidden(url.pathname)) return null;
  const settings = siteSettingsOf(locals.tenant);
  const { user, language } = locals;
  const links = navLinks(settings);
  return {
    language,
    siteName: settings.siteName,
    logoUrl: settings.siteLogo ? `/files/${settings.siteLogo}` : '',
    links,
    currentLink: links.find((link) => link.href === url.pathname)?.href ?? null,
    returnPath: user ? null : url.pathname,
    corners: headerCorners(url.pathname),
    cartMode: isCartMode(url.pathname),
    user: user
      ? { name: user.name, canOpenAdminPanel: canOpenAdminPanel(user), teacherArea: mayCreateCourse(user), settings: user.settings ?? '{}' }
      : null,
  };
}

import type { Tenant, User } from '../../payload-types';

/**
 * The user as the contract shows it (platform-core §3): settings stay the JSON string the
 * client parses; the password hash and the tenant never leave the server.
 */
export function toPublicUser(user: User) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    telegram: user.telegram ?? '',
    telephone: user.telephone ?? '',
    bio: user.bio ?? '',
    profilephoto: user.profilephoto ?? '',
    settings: user.settings ?? '{}',
    isTeacher: Boolean(user.isTeacher),
    role: {
      role: user.role?.role ?? 'user',
      rights: user.role?.rights ?? [],
      adminCourses: user.role?.adminCourses ?? [],
      adminServices: user.role?.adminServices ?? [],
    },
    scores: [] as { id: string; score: number }[],
    verified: Boolean(user.verified),
    suspended: Boolean(user.suspended),
  };
}
export type PublicUser = ReturnType<typeof toPublicUser>;

/** The site settings of platform-core §3, as every page and `GET /api/users/info` get them. */
export function siteSettingsOf(tenant: Tenant) {
  return {
    siteName: tenant.siteName,
    siteDesc: tenant.siteDesc ?? '',
    siteLongDesc: tenant.siteLongDesc ?? '',
    siteLogo: tenant.siteLogo ?? '',
    siteLang: tenant.siteLang ?? 'en',
    themeColor: tenant.themeColor ?? '#6200ee',
    secThemeColor: tenant.secThemeColor ?? '',
    homeBackground: tenant.homeBackground ?? '',
    blogVisible: Boolean(tenant.blogVisible),
    servicesVisible: Boolean(tenant.servicesVisible),
    aboutVisible: Boolean(tenant.aboutVisible),
    onboardingComplete: Boolean(tenant.onboardingComplete),
    displayCourses: tenant.displayCourses ?? 3,
    featuredCourses: Array.isArray(tenant.featuredCourses) ? tenant.featuredCourses.filter((id): id is string => typeof id === 'string') : [],
  };
}
export type SiteSettings = ReturnType<typeof siteSettingsOf>;

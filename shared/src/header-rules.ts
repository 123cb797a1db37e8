/**
 * Where the site header shows and how (platform-core §2 "Header behaviour"). Paths are the
 * URL's pathname; a trailing slash is ignored.
 */
const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path) || '/';

const HIDDEN_ON = [/^\/courses\/[^/]+$/, /^\/services\/[^/]+$/, /^\/sign-in$/, /^\/sign-up$/, /^\/about$/, /^\/profile$/];
const SQUARE_ON = [/^\/blog\/article\/[^/]+$/, /^\/dashboard$/, /^\/users\/[^/]+\/scores$/, /^\/dashboard\/courses\/[^/]+\/discussion$/];
const CART_MODE_ON = new Set(['/courses', '/services', '/cart']);

/** Hidden on a course or service page, sign-in, sign-up, about and profile; never on home. */
export function isHeaderHidden(path: string): boolean {
  const current = normalise(path);
  return current !== '/' && HIDDEN_ON.some((pattern) => pattern.test(current));
}

/** Square lower corners on articles, the dashboard, scores and discussions; 20px rounded elsewhere. */
export function headerCorners(path: string): 'square' | 'rounded' {
  return SQUARE_ON.some((pattern) => pattern.test(normalise(path))) ? 'square' : 'rounded';
}

/** The top bar switches to cart mode on /courses, /services and /cart, matched exactly in lowercase. */
export function isCartMode(path: string): boolean {
  return CART_MODE_ON.has(normalise(path));
}

export interface NavVisibility {
  blogVisible: boolean;
  servicesVisible: boolean;
  aboutVisible: boolean;
}

export type NavLink = { href: string; key: 'home' | 'courses' | 'blog' | 'services' | 'about' };

/** The navigation links; blog, services and about only when their setting is on. */
export function navLinks(settings: NavVisibility): NavLink[] {
  return [
    { href: '/', key: 'home' as const },
    { href: '/courses', key: 'courses' as const },
    ...(settings.blogVisible ? [{ href: '/blog', key: 'blog' as const }] : []),
    ...(settings.servicesVisible ? [{ href: '/services', key: 'services' as const }] : []),
    ...(settings.aboutVisible ? [{ href: '/about', key: 'about' as const }] : []),
  ];
}

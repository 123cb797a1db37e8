import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $cart } from '../stores/cart';
import { CACHE_BUDGETS } from '@halaqa/shared/cache-budgets';
import { keepServerHtml, keptIslandBytes, keptServerHtmlOf } from './kept-server-html';
import SiteHeader, { type SiteHeaderProps } from './shell/SiteHeader';

/**
 * The server keeps a marked component's HTML by its props (keepServerHtml), so that HTML must
 * follow from the props alone: a store the browser fills, the page's width or the clock must
 * not show in it, or one user's page would show what another's held when it was rendered.
 */
const props: SiteHeaderProps = {
  language: 'en',
  siteName: 'Acme Academy',
  logoUrl: '',
  links: [
    { key: 'home', href: '/' },
    { key: 'courses', href: '/courses' },
  ],
  currentLink: '/courses',
  returnPath: null,
  corners: 'rounded',
  cartMode: true,
  user: { name: 'Amina', canOpenAdminPanel: true, teacherArea: true, settings: '{}' },
};

afterEach(() => {
  $cart.set([]);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the header's server HTML", () => {
  it('is kept by the server for a signed-in user, by everything it shows, and never for a visitor', () => {
    const kept = keptServerHtmlOf<typeof props>(SiteHeader)!;
    expect(kept.keyOf(props, 'r1')).toBeDefined();
    expect(kept.keyOf({ ...props, user: { ...props.user!, name: 'Bilal' } }, 'r1')).not.toBe(kept.keyOf(props, 'r1'));
    expect(kept.keyOf(props, 'r0')).not.toBe(kept.keyOf(props, 'r1'));
    // A visitor's header holds the page's path (sign-in brings them back): one per path would crowd the users' out.
    expect(kept.keyOf({ ...props, user: null, returnPath: '/courses/1' }, 'r1')).toBeUndefined();
  });

  it('follows from its props alone: the same whatever the cart, the width or the time', () => {
    const alone = renderToString(<SiteHeader {...props} />);
    $cart.set([{ course_id: 'c1' }, { course_id: 'c2' }]);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }));
    vi.useFakeTimers({ now: new Date('2031-01-01T00:00:00Z') });
    const disturbed = renderToString(<SiteHeader {...props} />);
    expect(disturbed).toBe(alone);
    // The cart shows empty, with no badge, until the browser's own cart is read there.
    expect(alone).toContain('data-testid="cart-count" aria-hidden="true" hidden="">0<');
  });
});

describe('the kept islands of one component', () => {
  it('never hold more than their byte budget, keys included, however many users come', () => {
    const component = keepServerHtml(() => null, () => true);
    const kept = keptServerHtmlOf<{ user: string }>(component)!;
    const keys: string[] = [];
    for (let index = 0; index < 5_000; index += 1) {
      const key = kept.keyOf({ user: `user ${index}` }, 'r')!;
      kept.keep(key, `<header>${'x'.repeat(1_000 + index)}</header>`);
      keys.push(key);
    }
    const held = keys.map((key) => [key, kept.get(key)] as const).filter(([, island]) => island !== undefined);
    const bytes = held.reduce((sum, [key, island]) => sum + keptIslandBytes(island!, key), 0);
    expect(bytes).toBeLessThanOrEqual(CACHE_BUDGETS.headerHtml);
    // The newest are the ones kept, and the budget is used, not left empty.
    expect(held.at(-1)![0]).toBe(keys.at(-1));
    expect(bytes).toBeGreaterThan(CACHE_BUDGETS.headerHtml * 0.9);
  });
});

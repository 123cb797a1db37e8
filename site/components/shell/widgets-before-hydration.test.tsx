// @vitest-environment jsdom
import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogues, translatorFor } from '@halaqa/shared/i18n/index';
import CourseReviews from '../catalogue/CourseReviews';
import SiteHeader from './SiteHeader';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
globalThis.CSS ??= { escape: (value: string) => value } as typeof CSS;

const ar = catalogues.ar;

/**
 * The header's menus and the review form's stars are React Aria widgets in the browser, and plain
 * disabled markup in the server's HTML (issue #13: rendering React Aria on the server was a
 * third of a signed-in page's CPU). The browser's first render must match that markup, or React
 * would throw it away and render again; then the widgets take their place.
 */
async function serverThenHydrated(island: ReactElement): Promise<{ host: HTMLElement; serverHtml: string; recoverable: unknown[] }> {
  const serverHtml = renderToString(island);
  const host = document.createElement('div');
  host.innerHTML = serverHtml;
  document.body.append(host);
  const recoverable: unknown[] = [];
  await act(async () => {
    roots.push(hydrateRoot(host, island, { onRecoverableError: (error) => recoverable.push(error) }));
  });
  return { host, serverHtml, recoverable };
}

/** Unmounted after each test: an open menu's popover lives outside the host, in the body. */
let roots: Root[] = [];

beforeEach(() => {
  // A desktop-wide page (jsdom has no matchMedia; the header asks whether the page is phone-wide).
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
  // The bell's list, asked for once hydrated.
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('[]'));
});

afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  roots = [];
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a signed-in header', () => {
  const header = (
    <SiteHeader
      language="ar"
      siteName="أكاديمية"
      logoUrl=""
      links={[{ key: 'courses', href: '/courses' }]}
      currentLink="/courses"
      returnPath={null}
      corners="rounded"
      cartMode={false}
      user={{ name: 'ليلى', canOpenAdminPanel: false, teacherArea: false, settings: '{}' }}
    />
  );

  it('arrives with the bell and the account button disabled and without React Aria, then hydrates into the menus without a mismatch', async () => {
    const server = document.createElement('div');
    server.innerHTML = renderToString(header);
    const serverButton = (selector: string) => server.querySelector<HTMLButtonElement>(selector)!;
    expect(serverButton('.account-button').disabled).toBe(true);
    expect(serverButton('.account-button').textContent).toBe('ليلى');
    expect(serverButton('.notification-bell > button').disabled).toBe(true);
    expect(serverButton('.notification-bell > button').textContent).toBe(ar.notifications.bell);
    expect(server.querySelector('[data-rac]')).toBeNull();

    const { host, recoverable } = await serverThenHydrated(header);
    expect(recoverable).toEqual([]);
    const account = host.querySelector<HTMLButtonElement>('.account-button')!;
    expect(account.disabled).toBe(false);
    expect(account.getAttribute('aria-haspopup')).toBe('true');
    expect(host.querySelector<HTMLButtonElement>('.notification-bell > button')!.disabled).toBe(false);
    // React Aria's menu opens from it, with the account's pages.
    await act(async () => account.click());
    const menu = document.querySelector('[role="menu"]');
    expect(menu?.getAttribute('aria-label')).toBe(ar.account.menu);
  });
});

describe("a registered student's review form", () => {
  const reviews = <CourseReviews language="ar" courseId="7" summary={{ average: 0, count: 0, ratings: [], mine: null }} canRate />;

  it('arrives with five disabled stars in a named radio group, then hydrates into the working group without a mismatch', async () => {
    const server = document.createElement('div');
    server.innerHTML = renderToString(reviews);
    const group = server.querySelector('[role="radiogroup"]')!;
    expect(group.getAttribute('aria-disabled')).toBe('true');
    expect(server.querySelector(`#${CSS.escape(group.getAttribute('aria-labelledby')!)}`)?.textContent).toBe(ar.catalogue.rating.stars);
    expect([...group.querySelectorAll('[role="radio"]')].map((star) => star.getAttribute('aria-label'))).toEqual(
      [1, 2, 3, 4, 5].map((value) => translatorFor('ar')('catalogue.rating.star', { value })),
    );
    expect(server.querySelector('[data-rac]')).toBeNull();

    const { host, recoverable } = await serverThenHydrated(reviews);
    expect(recoverable).toEqual([]);
    const radios = [...host.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios).toHaveLength(5);
    expect(radios.every((radio) => !radio.disabled)).toBe(true);
  });
});

// @vitest-environment jsdom
import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogues, translatorFor } from '@halaqa/shared/i18n/index';
import CourseReviews from './CourseReviews';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
globalThis.CSS ??= { escape: (value: string) => value } as typeof CSS;

const ar = catalogues.ar;

/**
 * The review form's stars are React Aria widgets in the browser, and plain disabled markup in the
 * server's HTML (issue #13: rendering React Aria on the server was a third of a signed-in page's
 * CPU). The browser's first render must match that markup, or React
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

/** Unmounted after each test. */
let roots: Root[] = [];

afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  roots = [];
  document.body.innerHTML = '';
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

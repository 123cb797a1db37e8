// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogues, translatorFor } from '@halaqa/shared/i18n/index';
import { ASTRO_RENDERER, CrashBoundary, withCrashScreen } from './CrashScreen';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Throws while the (simulated) outage lasts, like a component fed bad data until it is fixed. */
let outage = true;
function Flaky() {
  if (outage) throw new Error('lesson list exploded');
  return <p>lessons are back</p>;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the crash screen', () => {
  it('replaces a thrown render error with the crash screen, and Try again renders the content again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const host = document.createElement('div');
    document.body.append(host);
    const t = translatorFor('ar');
    await act(async () => {
      createRoot(host).render(
        <CrashBoundary t={t}>
          <Flaky />
        </CrashBoundary>,
      );
    });
    expect(host.querySelector('[role="alert"] h2')?.textContent).toBe(catalogues.ar.crash.title);
    expect(host.querySelector('details pre')?.textContent).toContain('lesson list exploded');
    expect(host.querySelector('a[href="/"]')?.textContent).toBe(catalogues.ar.crash.goHome);

    outage = false;
    const tryAgain = [...host.querySelectorAll('button')].find((button) => button.textContent === catalogues.ar.crash.tryAgain)!;
    await act(async () => tryAgain.click());
    expect(host.textContent).toBe('lessons are back');
  });

  it('sends the client error report of platform-core §7, with the component stack', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"ok":true}'));
    outage = true;
    const host = document.createElement('div');
    document.body.append(host);
    await act(async () => {
      createRoot(host).render(
        <CrashBoundary t={translatorFor('en')}>
          <Flaky />
        </CrashBoundary>,
      );
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/log-client-error');
    expect(init?.method).toBe('POST');
    const body = JSON.parse(String(init?.body)) as Record<string, string>;
    expect(body).toMatchObject({ message: 'lesson list exploded', userAgent: navigator.userAgent, location: window.location.href });
    expect(body.stack).toContain('Component stack:');
    expect(body.stack).toContain('Flaky');
  });

  it("names React as every island's Astro renderer, so Astro does not render the island again to find it out", () => {
    const Island = withCrashScreen(() => <p>island</p>);
    // The React integration's name: Astro matches the tag against its renderers' names.
    expect((Island as unknown as Record<symbol, unknown>)[ASTRO_RENDERER]).toBe('@astrojs/react');
    expect(ASTRO_RENDERER).toBe(Symbol.for('astro:renderer'));
  });
});

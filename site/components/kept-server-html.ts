import { LRUCache } from 'lru-cache';
import { CACHE_BUDGETS } from '@halaqa/shared/cache-budgets';

/** The property the React integration's server renderer looks for (patches/@astrojs__react@7.0.0.patch). */
const KEPT_SERVER_HTML = Symbol.for('halaqa.keptServerHtml');

/**
 * One kept rendering: the component's HTML, and the island element Astro made around it once it
 * did (patches/astro@7.3.5.patch; its id, props attribute and HTML follow from the same key).
 */
export interface KeptIsland {
  readonly html: string;
  element?: string;
}

/** What the renderer asks of a marked component: the key of its props (undefined: not kept), and the rendering by key. */
export interface KeptServerHtml<P> {
  keyOf(props: P, idPrefix: string | undefined): string | undefined;
  get(key: string): KeptIsland | undefined;
  /** Keeps `html` under `key`; the entry returned is where Astro keeps the element. */
  keep(key: string, html: string): KeptIsland;
}

/**
 * Marks a React component whose server HTML depends on nothing but its props: the server renders
 * it once per distinct props (and island id prefix) that `keeps` accepts, and reuses that HTML
 * while it is kept, least recently used out first. For the header, which is on every page and is
 * the same on all of one user's pages: rendering it was a tenth of a signed-in lesson page's CPU
 * (issue #13). `keeps` leaves out props that name a page (a visitor's header holds its return
 * path): a visitor asking for thousands of paths would otherwise push the users' headers out.
 *
 * Only for components that read no clock, no store filled on the server, no request and no
 * random value while rendering on the server; their test says so (kept-server-html.test.tsx).
 * In the browser nothing is kept, and the component is unchanged.
 */
export function keepServerHtml<P, C extends object>(component: C, keeps: (props: P) => boolean): C {
  if (!import.meta.env.SSR) return component;
  const islands = new LRUCache<string, KeptIsland>({
    // Bytes, keys included (issue #45): one marked component today, the header.
    maxSize: CACHE_BUDGETS.headerHtml,
    sizeCalculation: keptIslandBytes,
  });
  const kept: KeptServerHtml<P> = {
    keyOf: (props, idPrefix) => (keeps(props) ? `${idPrefix ?? ''}\n${JSON.stringify(props)}` : undefined),
    get: (key) => islands.get(key),
    keep: (key, html) => {
      const island: KeptIsland = { html };
      islands.set(key, island);
      return island;
    },
  };
  return Object.assign(component, { [KEPT_SERVER_HTML]: kept });
}

/**
 * What a kept island is counted for: two bytes a character of its HTML and key. V8 keeps this
 * ASCII text in one byte a character, so that covers the element added later too, which holds
 * the HTML again and the props (most of the key), escaped.
 */
export const keptIslandBytes = ({ html }: KeptIsland, key: string): number => 2 * (html.length + key.length);

/** The kept HTML of a marked component (for tests), or undefined for an unmarked one. */
export function keptServerHtmlOf<P>(component: object): KeptServerHtml<P> | undefined {
  return (component as { [KEPT_SERVER_HTML]?: KeptServerHtml<P> })[KEPT_SERVER_HTML];
}

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateHydrateScript } from 'astro/runtime/server/hydration.js';
import { renderComponent } from 'astro/runtime/server/render/component.js';
import { encoder } from 'astro/runtime/server/render/common.js';
import { renderPage } from 'astro/runtime/server/render/page.js';
import { createComponent, render } from 'astro/runtime/server/index.js';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Each hunk of patches/astro@7.3.5.patch, checked on the installed package: these fail when an
 * Astro upgrade (or a lost `patchedDependencies` entry) drops a hunk. What each one buys is in
 * docs/decisions/framework-patches.md. Astro's internals are called with the few fields of their
 * arguments the patched code reads.
 */
const astroRoot = dirname(createRequire(import.meta.url).resolve('astro/package.json'));
/** A module of Astro's that its package does not export (its core, not its runtime). */
const astroInternal = async <T>(path: string): Promise<T> => (await import(pathToFileURL(join(astroRoot, 'dist', path)).href)) as T;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('patches/astro@7.3.5.patch', () => {
  it("does not look an on-demand page's parameters up among static paths it has none of (render/params-and-props.js)", async () => {
    const { getProps } = await astroInternal<{ getProps: (options: unknown) => Promise<unknown> }>('core/render/params-and-props.js');
    const kept = new Map<unknown, unknown>();
    const logger = { debug: vi.fn(), warn: vi.fn() };
    const route = {
      route: '/courses/[id]',
      component: 'src/pages/courses/[id].astro',
      type: 'page',
      params: ['id'],
      pattern: /^\/courses\/([^/]+?)\/?$/,
      fallbackRoutes: [],
      prerender: false,
      origin: 'project',
    };
    const props = await getProps({
      logger,
      mod: {},
      routeData: route,
      routeCache: { get: (key: unknown) => kept.get(key), set: (key: unknown, value: unknown) => kept.set(key, value) },
      pathname: '/courses/42',
      serverLike: true,
      base: '/',
      trailingSlash: 'ignore',
    });
    expect(props).toEqual({});
    // Unpatched, the lookup turns {id: '42'} into a path and logs its miss ("findPathItemByKey() - Unexpected cache miss").
    expect(logger.debug).not.toHaveBeenCalled();
  });

  it("makes each built file's link once (render/ssr-element.js)", async () => {
    const { createAssetLink } = await astroInternal<{ createAssetLink: (href: string, base: string, prefix?: string, query?: URLSearchParams) => string }>('core/render/ssr-element.js');
    const href = `/_astro/lesson.${Date.now()}.css`;
    const parses = vi.spyOn(URL, 'canParse');
    expect(createAssetLink(href, '/', undefined)).toBe(href);
    const parsesOfFirst = parses.mock.calls.length;
    expect(parsesOfFirst).toBeGreaterThan(0);
    expect(createAssetLink(href, '/', undefined)).toBe(href);
    // Unpatched, the second link parses its URL again.
    expect(parses.mock.calls.length).toBe(parsesOfFirst);
    // A link with a query (Astro's assetQueryParams) is never kept, as it may change.
    createAssetLink(href, '/', undefined, new URLSearchParams('v=1'));
    expect(parses.mock.calls.length).toBeGreaterThan(parsesOfFirst);
  });

  it('hashes only inline styles and scripts for the policy, not the files (fetch/fetch-state.js)', async () => {
    const { FetchState } = await astroInternal<{ FetchState: { prototype: { createResult: (mod: object, ctx: object) => Promise<unknown> } } }>('core/fetch/fetch-state.js');
    const digests = vi.spyOn(crypto.subtle, 'digest');
    const manifest = {
      base: '/',
      routes: [
        {
          routeData: { route: '/lesson' },
          styles: [{ type: 'external', src: '/_astro/lesson.css' }],
          scripts: [{ type: 'external', value: '/_astro/island.js' }, { stage: 'head-inline', children: 'console.log(1)' }],
        },
      ],
      componentMetadata: new Map(),
      clientDirectives: new Map(),
      renderers: [],
    };
    const state = { manifest, routeData: { route: '/lesson' }, shouldInjectCspMetaTags: true, locals: {}, status: 200 };
    // Only the start of createResult matters here; what it builds after the hashes needs a whole request.
    await FetchState.prototype.createResult.call(state, {}, {}).catch(() => undefined);
    // The inline script alone; unpatched, the stylesheet and the script file are hashed as "" too (three).
    expect(digests).toHaveBeenCalledTimes(1);
  });

  it('hands a page to its Response as a string, with its length in bytes (render/page.js)', async () => {
    const encode = vi.spyOn(encoder, 'encode');
    const Page = createComponent(() => render`<p>درس اليوم</p>`);
    const result = {
      componentMetadata: new Map(),
      _metadata: { hasHydrationScript: false, rendererSpecificHydrationScripts: new Set(), hasRenderedHead: false, hasDirectives: new Set(), headInTree: false, extraHead: [], extraStyleHashes: [], extraScriptHashes: [], propagators: new Set() },
      response: { status: 200, statusText: 'OK', headers: new Headers() },
      styles: new Set(),
      scripts: new Set(),
      links: new Set(),
      renderers: [],
      clientDirectives: new Map(),
      shouldInjectCspMetaTags: false,
    };
    const response = await renderPage(result as never, Page, {}, {}, false);
    const body = await response.text();
    expect(body).toContain('<p>درس اليوم</p>');
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
    // Unpatched, the page is encoded to bytes here (and the Response copies them twice more).
    expect(encode).not.toHaveBeenCalled();
  });

  describe("an island's element (runtime/server/render/component.js, hydration.js, serialize.js)", () => {
    /** A renderer like @astrojs/react's, which hands back `keptIsland` when it kept the island's HTML. */
    const rendererKeeping = (keptIsland?: { html: string; element?: string }) => ({
      name: 'test-renderer',
      clientEntrypoint: '/renderer.js',
      ssr: {
        check: () => true,
        renderToStaticMarkup: () => ({ html: keptIsland?.html ?? '<b>Amina</b>', attrs: { prefix: 'r0' }, keptIsland }),
      },
    });
    const resultWith = (renderer: ReturnType<typeof rendererKeeping>) => ({
      renderers: [renderer],
      clientDirectives: new Map([['load', '']]),
      resolve: (specifier: string) => Promise.resolve(specifier === 'astro:scripts/before-hydration.js' ? '' : specifier),
      _metadata: { hasHydrationScript: true, rendererSpecificHydrationScripts: new Set(['test-renderer']), hasDirectives: new Set(['load']) },
    });
    const islandProps = (user: object) => ({
      'client:load': true,
      'client:component-hydration': 'load',
      'client:component-path': '/components/Header.tsx',
      'client:component-export': 'default',
      user,
    });
    async function renderedElement(renderer: ReturnType<typeof rendererKeeping>, props: object): Promise<string> {
      const component = await renderComponent(resultWith(renderer) as never, 'Header', () => null, props, {});
      let element = '';
      // The directive's and the renderer's instructions are objects; the element is the one string.
      (component as { render: (destination: { write: (chunk: unknown) => void }) => void }).render({
        write: (chunk) => {
          if (typeof chunk === 'string' || chunk instanceof String) element += String(chunk);
        },
      });
      return element;
    }

    it('reads the props once per island, for its id and its attribute alike', async () => {
      let reads = 0;
      const user = {
        get name() {
          reads += 1;
          return 'Amina';
        },
      };
      const element = await renderedElement(rendererKeeping(), islandProps(user));
      expect(element).toContain('<astro-island');
      expect(element).toContain('props="{&quot;user&quot;:[0,{&quot;name&quot;:[0,&quot;Amina&quot;]}]}"');
      // Unpatched, serializeProps runs twice (the id's hash, then the attribute).
      expect(reads).toBe(1);
    });

    it('makes the element of a kept island once, keeps it on the kept entry and gives it back after', async () => {
      const keptIsland: { html: string; element?: string } = { html: '<b>Amina</b>' };
      const first = await renderedElement(rendererKeeping(keptIsland), islandProps({ name: 'Amina' }));
      expect(keptIsland.element).toBe(first);
      keptIsland.element = '<astro-island kept></astro-island>';
      expect(await renderedElement(rendererKeeping(keptIsland), islandProps({ name: 'Amina' }))).toBe('<astro-island kept></astro-island>');
    });

    it('takes the escaped props it is given rather than serialising them again (hydration.js)', async () => {
      const island = await generateHydrateScript(
        { renderer: rendererKeeping() as never, result: resultWith(rendererKeeping()) as never, astroId: 'a1', props: { user: 'x' }, attrs: {}, escapedProps: 'ESCAPED' } as never,
        { hydrate: 'load', componentUrl: '/components/Header.tsx', componentExport: { value: 'default' }, displayName: 'Header' } as never,
      );
      expect(island.props.props).toBe('ESCAPED');
    });
  });
});

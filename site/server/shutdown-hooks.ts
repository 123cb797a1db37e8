/**
 * What the site closes when its server shuts down (production-server.ts): the job queue, then
 * Payload's database pool. The site registers them as it opens them; the server, run by Node
 * from its own copy of this file, runs them, so the list lives on globalThis like the request
 * context (request-context.ts).
 */
type ShutdownHook = () => Promise<void>;

const KEY = Symbol.for('halaqa.shutdown-hooks');
const holder = globalThis as typeof globalThis & { [KEY]?: ShutdownHook[] };
const hooks: ShutdownHook[] = (holder[KEY] ??= []);

export function onShutdown(hook: ShutdownHook): void {
  hooks.push(hook);
}

/** Runs the hooks in the order they were registered; one that fails does not keep the others from running. */
export async function runShutdownHooks(report: (error: unknown) => void): Promise<void> {
  for (const hook of hooks.splice(0)) await hook().catch(report);
}

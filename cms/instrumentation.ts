/**
 * Next runs `register` once as the admin's server starts (`next start`, `next dev`), before it
 * serves a page. The environment is checked here (cms/env.ts, the commerce settings), so a
 * missing or wrong variable stops the admin at start with exit code 1 and the variable's name,
 * instead of when an editor opens the first page (Payload's config reads it on first use).
 */
export async function register(): Promise<void> {
  // The Edge runtime has no process to stop and never loads the cms's modules.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { cmsEnv } = await import('./env');
  const { commerceSettings } = await import('./services/commerce/commerce-settings');
  const { platformLog } = await import('./services/log/platform-log');
  try {
    cmsEnv();
    commerceSettings();
  } catch (error) {
    platformLog.fatal(`The editors' admin cannot start:\n${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

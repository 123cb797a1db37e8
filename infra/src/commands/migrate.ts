import { withPlatformPayload } from '../platform-payload';

/** `halaqa migrate`: applies pending migrations to the platform database (DATABASE_URL or embedded). */
export async function migrate(): Promise<number> {
  // Opening Payload applies what is pending.
  await withPlatformPayload(async () => {});
  console.log('Migrations are up to date.');
  return 0;
}

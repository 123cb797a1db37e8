import type { Payload } from 'payload';

/** Applies the committed migrations (cms/migrations) that the database has not run yet. */
export async function applyMigrations(payload: Payload): Promise<void> {
  const { migrations } = await import('@halaqa/cms/migrations/index');
  await payload.db.migrate({ migrations });
}

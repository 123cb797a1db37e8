import type { Payload } from 'payload';

type MigrationList = NonNullable<NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations']>;

/** Applies the committed migrations (cms/migrations) that the database has not run yet. */
export async function applyMigrations(payload: Payload): Promise<void> {
  const { migrations } = await import('@halaqa/cms/migrations/index');
  // The generated files type their arguments precisely; migrate() declares them as unknown.
  await payload.db.migrate({ migrations: migrations as unknown as MigrationList });
}

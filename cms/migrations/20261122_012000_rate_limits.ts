import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres';

/**
 * The counters of rate-limiter-flexible's PostgreSQL store (cms/services/rate-limits). Not a
 * Payload collection: the library reads and writes it directly, in the shape it expects.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "rate_limits" (
    "key" varchar(255) PRIMARY KEY,
    "points" integer NOT NULL DEFAULT 0,
    "expire" bigint
  );
  CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");`);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "rate_limits";`);
}

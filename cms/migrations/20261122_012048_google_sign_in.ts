import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" ADD COLUMN "google_client_id" varchar;
  ALTER TABLE "tenants" ADD COLUMN "google_client_secret" varchar;
  ALTER TABLE "users" ADD COLUMN "google_sub" varchar;
  CREATE INDEX "users_google_sub_idx" ON "users" USING btree ("google_sub");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "users_google_sub_idx";
  ALTER TABLE "tenants" DROP COLUMN "google_client_id";
  ALTER TABLE "tenants" DROP COLUMN "google_client_secret";
  ALTER TABLE "users" DROP COLUMN "google_sub";`)
}

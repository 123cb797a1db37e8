import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tenants_subscription_pending_cycle" AS ENUM('monthly', 'yearly');
  ALTER TABLE "tenants" ADD COLUMN "subscription_pending_cycle" "enum_tenants_subscription_pending_cycle";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" DROP COLUMN "subscription_pending_cycle";
  DROP TYPE "public"."enum_tenants_subscription_pending_cycle";`)
}

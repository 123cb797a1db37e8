import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" ADD COLUMN "subscription_card_token" varchar;
  ALTER TABLE "tenants" ADD COLUMN "subscription_card_masked_pan" varchar;
  ALTER TABLE "invoices" ADD COLUMN "charge_attempted_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" DROP COLUMN "subscription_card_token";
  ALTER TABLE "tenants" DROP COLUMN "subscription_card_masked_pan";
  ALTER TABLE "invoices" DROP COLUMN "charge_attempted_at";`)
}

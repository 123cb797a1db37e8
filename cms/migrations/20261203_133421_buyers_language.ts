import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Issue #44, item 3: a checkout keeps the page's language, and its order the language the buyer
 * bought in, so the payment, receipt and refund mails are written in it. Older rows have none:
 * their mails fall back to the buyer's settings, then the site's language.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_language" AS ENUM('ar', 'en', 'es', 'fr');
  CREATE TYPE "public"."enum_priced_checkouts_language" AS ENUM('ar', 'en', 'es', 'fr');
  ALTER TABLE "orders" ADD COLUMN "language" "enum_orders_language";
  ALTER TABLE "priced_checkouts" ADD COLUMN "language" "enum_priced_checkouts_language";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" DROP COLUMN "language";
  ALTER TABLE "priced_checkouts" DROP COLUMN "language";
  DROP TYPE "public"."enum_orders_language";
  DROP TYPE "public"."enum_priced_checkouts_language";`)
}

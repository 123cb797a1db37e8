import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Issue #44, items 2 and 3: each site numbers its orders (1, 2, 3…), the number buyers see on the
 * thank-you page and the receipt. Orders already paid are numbered in the order they were paid.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ADD COLUMN "number" numeric;
  UPDATE "orders" SET "number" = numbered.n FROM (
    SELECT id, row_number() OVER (PARTITION BY tenant_id ORDER BY paid_at, created_at, id) AS n FROM "orders"
  ) AS numbered WHERE numbered.id = "orders".id;
  ALTER TABLE "orders" ALTER COLUMN "number" SET NOT NULL;
  CREATE UNIQUE INDEX "tenant_number_idx" ON "orders" USING btree ("tenant_id","number");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "tenant_number_idx";
  ALTER TABLE "orders" DROP COLUMN "number";`)
}

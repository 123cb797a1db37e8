import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Issue #44, item 5: partial refunds (what the owner refunded, what the gateway confirmed, each
 * earning's share taken back) and registrations whose access a refund ended. Orders refunded
 * before were refunded in full; the access they bought ended at the refund.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "registrations" ADD COLUMN "refunded_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "refunded" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "orders" ADD COLUMN "refund_confirmed" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "earnings" ADD COLUMN "earning_refunded" numeric DEFAULT 0 NOT NULL;
  UPDATE "orders" SET "refunded" = "total" WHERE "status" IN ('refund-requested', 'refunded');
  UPDATE "orders" SET "refund_confirmed" = "total" WHERE "status" = 'refunded';
  UPDATE "registrations" g SET "refunded_at" = g."access_until"
    FROM "orders" o
    WHERE o."order_id" = g."order" AND o."tenant_id" = g."tenant_id" AND o."status" IN ('refund-requested', 'refunded') AND g."access_until" <= now();`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "registrations" DROP COLUMN "refunded_at";
  ALTER TABLE "orders" DROP COLUMN "refunded";
  ALTER TABLE "orders" DROP COLUMN "refund_confirmed";
  ALTER TABLE "earnings" DROP COLUMN "earning_refunded";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue #40 item 1: orders, earnings and payouts are financial records that outlive the buyer,
 * the trainer and the course they name. Their relations were required while Payload's foreign
 * keys say ON DELETE SET NULL, so deleting any of those failed. Now each row keeps a snapshot of
 * the names (filled here from the rows they name) and its relation may go null. The snapshots
 * are optional columns: a buyer or a course deleted in the moment between a payment and its
 * record leaves none, and the record of the money must still be written. The payout method is
 * personal details: it goes with the account, by an ON DELETE CASCADE written here by hand
 * (Payload's relationship fields always generate SET NULL; the JSON snapshot beside this file
 * keeps "set null" on purpose, as in 20261123_205337_account_deletion).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "orders_lines" ALTER COLUMN "course_id" DROP NOT NULL;
  ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;
  ALTER TABLE "earnings" ALTER COLUMN "beneficiary_id" DROP NOT NULL;
  ALTER TABLE "earnings" ALTER COLUMN "course_id" DROP NOT NULL;
  ALTER TABLE "payouts" ALTER COLUMN "beneficiary_id" DROP NOT NULL;
  ALTER TABLE "orders_lines" ADD COLUMN "course_name" varchar;
  ALTER TABLE "orders" ADD COLUMN "buyer_name" varchar;
  ALTER TABLE "orders" ADD COLUMN "buyer_email" varchar;
  ALTER TABLE "earnings" ADD COLUMN "beneficiary_name" varchar;
  ALTER TABLE "earnings" ADD COLUMN "course_name" varchar;
  ALTER TABLE "payouts" ADD COLUMN "beneficiary_name" varchar;
  ALTER TABLE "payouts" ADD COLUMN "beneficiary_email" varchar;
  UPDATE "orders_lines" l SET "course_name" = c."name" FROM "courses" c WHERE c."id" = l."course_id";
  UPDATE "orders" o SET "buyer_name" = u."name", "buyer_email" = u."email" FROM "users" u WHERE u."id" = o."user_id";
  UPDATE "earnings" e SET "beneficiary_name" = u."name" FROM "users" u WHERE u."id" = e."beneficiary_id";
  UPDATE "earnings" e SET "course_name" = c."name" FROM "courses" c WHERE c."id" = e."course_id";
  UPDATE "payouts" p SET "beneficiary_name" = u."name", "beneficiary_email" = u."email" FROM "users" u WHERE u."id" = p."beneficiary_id";
  ALTER TABLE "payout_methods" DROP CONSTRAINT "payout_methods_user_id_users_id_fk";
  ALTER TABLE "payout_methods" ADD CONSTRAINT "payout_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "payout_methods" DROP CONSTRAINT "payout_methods_user_id_users_id_fk";
  ALTER TABLE "payout_methods" ADD CONSTRAINT "payout_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  -- Records whose buyer, trainer or course is gone cannot return to required columns: they are removed first.
  DELETE FROM "orders" WHERE "user_id" IS NULL OR "id" IN (SELECT "_parent_id" FROM "orders_lines" WHERE "course_id" IS NULL);
  DELETE FROM "earnings" WHERE "beneficiary_id" IS NULL OR "course_id" IS NULL;
  DELETE FROM "payouts" WHERE "beneficiary_id" IS NULL;
  ALTER TABLE "orders_lines" ALTER COLUMN "course_id" SET NOT NULL;
  ALTER TABLE "orders" ALTER COLUMN "user_id" SET NOT NULL;
  ALTER TABLE "earnings" ALTER COLUMN "beneficiary_id" SET NOT NULL;
  ALTER TABLE "earnings" ALTER COLUMN "course_id" SET NOT NULL;
  ALTER TABLE "payouts" ALTER COLUMN "beneficiary_id" SET NOT NULL;
  ALTER TABLE "orders_lines" DROP COLUMN "course_name";
  ALTER TABLE "orders" DROP COLUMN "buyer_name";
  ALTER TABLE "orders" DROP COLUMN "buyer_email";
  ALTER TABLE "earnings" DROP COLUMN "beneficiary_name";
  ALTER TABLE "earnings" DROP COLUMN "course_name";
  ALTER TABLE "payouts" DROP COLUMN "beneficiary_name";
  ALTER TABLE "payouts" DROP COLUMN "beneficiary_email";`)
}

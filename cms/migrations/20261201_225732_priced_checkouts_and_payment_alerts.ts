import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Issue #39, money that cannot be rewritten: what Halaqa priced for each checkout (the record a
 * paid order must match before anything is granted) and the platform's alerts of payments that
 * matched nothing (each refunded by a job).
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_priced_checkouts_lines_per" AS ENUM('week', 'month', 'session', 'year', 'day', 'lifetime');
  CREATE TYPE "public"."enum_priced_checkouts_kind" AS ENUM('courses', 'invoice');
  CREATE TYPE "public"."enum_priced_checkouts_currency" AS ENUM('egp');
  CREATE TYPE "public"."enum_payment_alerts_status" AS ENUM('refund-pending', 'refunded');
  CREATE TABLE "priced_checkouts_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"course" varchar NOT NULL,
  	"price" numeric NOT NULL,
  	"per" "enum_priced_checkouts_lines_per" NOT NULL
  );
  
  CREATE TABLE "priced_checkouts" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid NOT NULL,
  	"kind" "enum_priced_checkouts_kind" NOT NULL,
  	"buyer" varchar NOT NULL,
  	"cart_id" varchar,
  	"currency" "enum_priced_checkouts_currency" DEFAULT 'egp' NOT NULL,
  	"total" numeric NOT NULL,
  	"invoice" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_alerts" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"reference" varchar NOT NULL,
  	"reason" varchar NOT NULL,
  	"tenant_id" varchar,
  	"details" jsonb,
  	"status" "enum_payment_alerts_status" DEFAULT 'refund-pending' NOT NULL,
  	"refunded_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "priced_checkouts_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payment_alerts_id" uuid;
  ALTER TABLE "priced_checkouts_lines" ADD CONSTRAINT "priced_checkouts_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."priced_checkouts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "priced_checkouts" ADD CONSTRAINT "priced_checkouts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "priced_checkouts_lines_order_idx" ON "priced_checkouts_lines" USING btree ("_order");
  CREATE INDEX "priced_checkouts_lines_parent_id_idx" ON "priced_checkouts_lines" USING btree ("_parent_id");
  CREATE INDEX "priced_checkouts_tenant_idx" ON "priced_checkouts" USING btree ("tenant_id");
  CREATE UNIQUE INDEX "priced_checkouts_cart_id_idx" ON "priced_checkouts" USING btree ("cart_id");
  CREATE INDEX "priced_checkouts_updated_at_idx" ON "priced_checkouts" USING btree ("updated_at");
  CREATE INDEX "priced_checkouts_created_at_idx" ON "priced_checkouts" USING btree ("created_at");
  CREATE UNIQUE INDEX "payment_alerts_reference_idx" ON "payment_alerts" USING btree ("reference");
  CREATE INDEX "payment_alerts_updated_at_idx" ON "payment_alerts" USING btree ("updated_at");
  CREATE INDEX "payment_alerts_created_at_idx" ON "payment_alerts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_priced_checkouts_fk" FOREIGN KEY ("priced_checkouts_id") REFERENCES "public"."priced_checkouts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_alerts_fk" FOREIGN KEY ("payment_alerts_id") REFERENCES "public"."payment_alerts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_priced_checkouts_id_idx" ON "payload_locked_documents_rels" USING btree ("priced_checkouts_id");
  CREATE INDEX "payload_locked_documents_rels_payment_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_alerts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "priced_checkouts_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "priced_checkouts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payment_alerts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "priced_checkouts_lines" CASCADE;
  DROP TABLE "priced_checkouts" CASCADE;
  DROP TABLE "payment_alerts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_priced_checkouts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payment_alerts_fk";
  
  DROP INDEX "payload_locked_documents_rels_priced_checkouts_id_idx";
  DROP INDEX "payload_locked_documents_rels_payment_alerts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "priced_checkouts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payment_alerts_id";
  DROP TYPE "public"."enum_priced_checkouts_lines_per";
  DROP TYPE "public"."enum_priced_checkouts_kind";
  DROP TYPE "public"."enum_priced_checkouts_currency";
  DROP TYPE "public"."enum_payment_alerts_status";`)
}

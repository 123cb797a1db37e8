import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tenants_subscription_cycle" AS ENUM('monthly', 'yearly');
  CREATE TYPE "public"."enum_tenants_subscription_renewal" AS ENUM('automatic', 'manual');
  CREATE TYPE "public"."enum_tenants_subscription_pending_plan" AS ENUM('free', 'basic', 'pro', 'enterprise');
  CREATE TYPE "public"."enum_invoices_kind" AS ENUM('purchase', 'renewal');
  CREATE TYPE "public"."enum_invoices_plan" AS ENUM('free', 'basic', 'pro', 'enterprise');
  CREATE TYPE "public"."enum_invoices_cycle" AS ENUM('monthly', 'yearly');
  CREATE TYPE "public"."enum_invoices_status" AS ENUM('open', 'paid', 'void');
  CREATE TABLE "invoices" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid NOT NULL,
  	"number" varchar NOT NULL,
  	"kind" "enum_invoices_kind" NOT NULL,
  	"plan" "enum_invoices_plan" NOT NULL,
  	"cycle" "enum_invoices_cycle" NOT NULL,
  	"amount" numeric NOT NULL,
  	"status" "enum_invoices_status" DEFAULT 'open' NOT NULL,
  	"period_start" timestamp(3) with time zone,
  	"period_end" timestamp(3) with time zone,
  	"due_at" timestamp(3) with time zone NOT NULL,
  	"paid_at" timestamp(3) with time zone,
  	"order_id" varchar,
  	"transaction_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "tenants" ADD COLUMN "subscription_cycle" "enum_tenants_subscription_cycle";
  ALTER TABLE "tenants" ADD COLUMN "subscription_renewal" "enum_tenants_subscription_renewal" DEFAULT 'manual';
  ALTER TABLE "tenants" ADD COLUMN "subscription_pending_plan" "enum_tenants_subscription_pending_plan";
  ALTER TABLE "tenants" ADD COLUMN "subscription_cancel_at_period_end" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "invoices_id" uuid;
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "invoices_tenant_idx" ON "invoices" USING btree ("tenant_id");
  CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");
  CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status");
  CREATE UNIQUE INDEX "invoices_order_id_idx" ON "invoices" USING btree ("order_id");
  CREATE INDEX "invoices_updated_at_idx" ON "invoices" USING btree ("updated_at");
  CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_invoices_fk" FOREIGN KEY ("invoices_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_invoices_id_idx" ON "payload_locked_documents_rels" USING btree ("invoices_id");`)
  // Not from Payload's schema: invoice numbers in order across the platform, and one live
  // renewal invoice per site and period, so a renewal pass run twice (or by two workers) makes one.
  await db.execute(sql`
  CREATE SEQUENCE "invoice_number_seq";
  CREATE UNIQUE INDEX "invoices_one_renewal_per_period" ON "invoices" ("tenant_id", "period_start") WHERE "kind" = 'renewal' AND "status" <> 'void';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP SEQUENCE "invoice_number_seq";
  ALTER TABLE "invoices" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "invoices" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_invoices_fk";
  
  DROP INDEX "payload_locked_documents_rels_invoices_id_idx";
  ALTER TABLE "tenants" DROP COLUMN "subscription_cycle";
  ALTER TABLE "tenants" DROP COLUMN "subscription_renewal";
  ALTER TABLE "tenants" DROP COLUMN "subscription_pending_plan";
  ALTER TABLE "tenants" DROP COLUMN "subscription_cancel_at_period_end";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "invoices_id";
  DROP TYPE "public"."enum_tenants_subscription_cycle";
  DROP TYPE "public"."enum_tenants_subscription_renewal";
  DROP TYPE "public"."enum_tenants_subscription_pending_plan";
  DROP TYPE "public"."enum_invoices_kind";
  DROP TYPE "public"."enum_invoices_plan";
  DROP TYPE "public"."enum_invoices_cycle";
  DROP TYPE "public"."enum_invoices_status";`)
}

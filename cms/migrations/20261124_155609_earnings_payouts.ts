import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payouts_history_status" AS ENUM('pending', 'paid', 'rejected');
  CREATE TYPE "public"."enum_payouts_status" AS ENUM('pending', 'paid', 'rejected');
  CREATE TYPE "public"."enum_payouts_method_kind" AS ENUM('wallet', 'bank');
  CREATE TYPE "public"."enum_payout_methods_kind" AS ENUM('wallet', 'bank');
  CREATE TABLE "payouts_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_payouts_history_status" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by" varchar NOT NULL,
  	"note" varchar
  );
  
  CREATE TABLE "payouts" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid NOT NULL,
  	"beneficiary_id" uuid NOT NULL,
  	"amount" numeric NOT NULL,
  	"status" "enum_payouts_status" DEFAULT 'pending' NOT NULL,
  	"note" varchar,
  	"method_kind" "enum_payouts_method_kind" NOT NULL,
  	"method_wallet_number" varchar,
  	"method_bank_name" varchar,
  	"method_account_holder" varchar,
  	"method_account_number" varchar,
  	"requested_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payout_methods" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid NOT NULL,
  	"user_id" uuid NOT NULL,
  	"kind" "enum_payout_methods_kind" NOT NULL,
  	"wallet_number" varchar,
  	"bank_name" varchar,
  	"account_holder" varchar,
  	"account_number" varchar,
  	"confirmed_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "orders_lines" ALTER COLUMN "per" SET DATA TYPE text;
  DROP TYPE "public"."enum_orders_lines_per";
  CREATE TYPE "public"."enum_orders_lines_per" AS ENUM('week', 'month', 'session', 'year', 'day', 'lifetime');
  ALTER TABLE "orders_lines" ALTER COLUMN "per" SET DATA TYPE "public"."enum_orders_lines_per" USING "per"::"public"."enum_orders_lines_per";
  ALTER TABLE "users" ADD COLUMN "platform_operator" boolean DEFAULT false;
  ALTER TABLE "registrations" ADD COLUMN "ending_notice_for" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payouts_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payout_methods_id" uuid;
  ALTER TABLE "payouts_history" ADD CONSTRAINT "payouts_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payouts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payouts" ADD CONSTRAINT "payouts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payouts" ADD CONSTRAINT "payouts_beneficiary_id_users_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payout_methods" ADD CONSTRAINT "payout_methods_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payout_methods" ADD CONSTRAINT "payout_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payouts_history_order_idx" ON "payouts_history" USING btree ("_order");
  CREATE INDEX "payouts_history_parent_id_idx" ON "payouts_history" USING btree ("_parent_id");
  CREATE INDEX "payouts_tenant_idx" ON "payouts" USING btree ("tenant_id");
  CREATE INDEX "payouts_beneficiary_idx" ON "payouts" USING btree ("beneficiary_id");
  CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status");
  CREATE INDEX "payouts_updated_at_idx" ON "payouts" USING btree ("updated_at");
  CREATE INDEX "payouts_created_at_idx" ON "payouts" USING btree ("created_at");
  CREATE INDEX "payout_methods_tenant_idx" ON "payout_methods" USING btree ("tenant_id");
  CREATE UNIQUE INDEX "payout_methods_user_idx" ON "payout_methods" USING btree ("user_id");
  CREATE INDEX "payout_methods_updated_at_idx" ON "payout_methods" USING btree ("updated_at");
  CREATE INDEX "payout_methods_created_at_idx" ON "payout_methods" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payouts_fk" FOREIGN KEY ("payouts_id") REFERENCES "public"."payouts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payout_methods_fk" FOREIGN KEY ("payout_methods_id") REFERENCES "public"."payout_methods"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_payouts_id_idx" ON "payload_locked_documents_rels" USING btree ("payouts_id");
  CREATE INDEX "payload_locked_documents_rels_payout_methods_id_idx" ON "payload_locked_documents_rels" USING btree ("payout_methods_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payouts_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payouts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payout_methods" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payouts_history" CASCADE;
  DROP TABLE "payouts" CASCADE;
  DROP TABLE "payout_methods" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payouts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payout_methods_fk";
  
  ALTER TABLE "orders_lines" ALTER COLUMN "per" SET DATA TYPE text;
  DROP TYPE "public"."enum_orders_lines_per";
  CREATE TYPE "public"."enum_orders_lines_per" AS ENUM('week', 'month', 'day', 'year', 'lifetime', 'session');
  ALTER TABLE "orders_lines" ALTER COLUMN "per" SET DATA TYPE "public"."enum_orders_lines_per" USING "per"::"public"."enum_orders_lines_per";
  DROP INDEX "payload_locked_documents_rels_payouts_id_idx";
  DROP INDEX "payload_locked_documents_rels_payout_methods_id_idx";
  ALTER TABLE "users" DROP COLUMN "platform_operator";
  ALTER TABLE "registrations" DROP COLUMN "ending_notice_for";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payouts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payout_methods_id";
  DROP TYPE "public"."enum_payouts_history_status";
  DROP TYPE "public"."enum_payouts_status";
  DROP TYPE "public"."enum_payouts_method_kind";
  DROP TYPE "public"."enum_payout_methods_kind";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_lines_per" AS ENUM('week', 'month', 'day', 'year', 'lifetime', 'session');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('paid', 'refunded');
  CREATE TYPE "public"."enum_earnings_plan" AS ENUM('free', 'basic', 'pro', 'enterprise');
  CREATE TABLE "orders_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"course_id" uuid NOT NULL,
  	"price" numeric NOT NULL,
  	"per" "enum_orders_lines_per" NOT NULL
  );
  
  CREATE TABLE "orders" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid NOT NULL,
  	"order_id" varchar NOT NULL,
  	"cart_id" varchar NOT NULL,
  	"user_id" uuid NOT NULL,
  	"transaction_id" varchar NOT NULL,
  	"total" numeric NOT NULL,
  	"status" "enum_orders_status" DEFAULT 'paid' NOT NULL,
  	"paid_at" timestamp(3) with time zone NOT NULL,
  	"refunded_at" timestamp(3) with time zone,
  	"fulfilled_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "commerce_events" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid NOT NULL,
  	"event_id" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "earnings" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid NOT NULL,
  	"beneficiary_id" uuid NOT NULL,
  	"course_id" uuid NOT NULL,
  	"order_id" varchar NOT NULL,
  	"gross" numeric NOT NULL,
  	"commission" numeric NOT NULL,
  	"earning" numeric NOT NULL,
  	"plan" "enum_earnings_plan" NOT NULL,
  	"reversed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "tenants" ADD COLUMN "commerce_sales_channel_id" varchar;
  ALTER TABLE "tenants" ADD COLUMN "commerce_publishable_key" varchar;
  ALTER TABLE "registrations" ADD COLUMN "access_until" timestamp(3) with time zone;
  ALTER TABLE "registrations" ADD COLUMN "order" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "orders_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "commerce_events_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "earnings_id" uuid;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "commerce_events" ADD CONSTRAINT "commerce_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "earnings" ADD CONSTRAINT "earnings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "earnings" ADD CONSTRAINT "earnings_beneficiary_id_users_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "earnings" ADD CONSTRAINT "earnings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "orders_lines_order_idx" ON "orders_lines" USING btree ("_order");
  CREATE INDEX "orders_lines_parent_id_idx" ON "orders_lines" USING btree ("_parent_id");
  CREATE INDEX "orders_lines_course_idx" ON "orders_lines" USING btree ("course_id");
  CREATE INDEX "orders_tenant_idx" ON "orders" USING btree ("tenant_id");
  CREATE UNIQUE INDEX "orders_order_id_idx" ON "orders" USING btree ("order_id");
  CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE INDEX "commerce_events_tenant_idx" ON "commerce_events" USING btree ("tenant_id");
  CREATE UNIQUE INDEX "commerce_events_event_id_idx" ON "commerce_events" USING btree ("event_id");
  CREATE INDEX "commerce_events_updated_at_idx" ON "commerce_events" USING btree ("updated_at");
  CREATE INDEX "commerce_events_created_at_idx" ON "commerce_events" USING btree ("created_at");
  CREATE INDEX "earnings_tenant_idx" ON "earnings" USING btree ("tenant_id");
  CREATE INDEX "earnings_beneficiary_idx" ON "earnings" USING btree ("beneficiary_id");
  CREATE INDEX "earnings_course_idx" ON "earnings" USING btree ("course_id");
  CREATE INDEX "earnings_order_id_idx" ON "earnings" USING btree ("order_id");
  CREATE INDEX "earnings_updated_at_idx" ON "earnings" USING btree ("updated_at");
  CREATE INDEX "earnings_created_at_idx" ON "earnings" USING btree ("created_at");
  CREATE UNIQUE INDEX "orderId_course_idx" ON "earnings" USING btree ("order_id","course_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_commerce_events_fk" FOREIGN KEY ("commerce_events_id") REFERENCES "public"."commerce_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_earnings_fk" FOREIGN KEY ("earnings_id") REFERENCES "public"."earnings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "registrations_access_until_idx" ON "registrations" USING btree ("access_until");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_commerce_events_id_idx" ON "payload_locked_documents_rels" USING btree ("commerce_events_id");
  CREATE INDEX "payload_locked_documents_rels_earnings_id_idx" ON "payload_locked_documents_rels" USING btree ("earnings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "commerce_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "earnings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "orders_lines" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "commerce_events" CASCADE;
  DROP TABLE "earnings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_orders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_commerce_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_earnings_fk";
  
  DROP INDEX "registrations_access_until_idx";
  DROP INDEX "payload_locked_documents_rels_orders_id_idx";
  DROP INDEX "payload_locked_documents_rels_commerce_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_earnings_id_idx";
  ALTER TABLE "tenants" DROP COLUMN "commerce_sales_channel_id";
  ALTER TABLE "tenants" DROP COLUMN "commerce_publishable_key";
  ALTER TABLE "registrations" DROP COLUMN "access_until";
  ALTER TABLE "registrations" DROP COLUMN "order";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "orders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "commerce_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "earnings_id";
  DROP TYPE "public"."enum_orders_lines_per";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_earnings_plan";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_plan_changes_plan" AS ENUM('free', 'basic', 'pro', 'enterprise');
  CREATE TYPE "public"."enum_plan_changes_previous_plan" AS ENUM('free', 'basic', 'pro', 'enterprise');
  CREATE TABLE "plan_changes" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"domain" varchar NOT NULL,
  	"plan" "enum_plan_changes_plan" NOT NULL,
  	"note" varchar,
  	"tenant_id" uuid,
  	"previous_plan" "enum_plan_changes_previous_plan",
  	"by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "plan_changes_id" uuid;
  ALTER TABLE "plan_changes" ADD CONSTRAINT "plan_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "plan_changes_tenant_idx" ON "plan_changes" USING btree ("tenant_id");
  CREATE INDEX "plan_changes_updated_at_idx" ON "plan_changes" USING btree ("updated_at");
  CREATE INDEX "plan_changes_created_at_idx" ON "plan_changes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_plan_changes_fk" FOREIGN KEY ("plan_changes_id") REFERENCES "public"."plan_changes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_plan_changes_id_idx" ON "payload_locked_documents_rels" USING btree ("plan_changes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "plan_changes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "plan_changes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_plan_changes_fk";
  
  DROP INDEX "payload_locked_documents_rels_plan_changes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "plan_changes_id";
  DROP TYPE "public"."enum_plan_changes_plan";
  DROP TYPE "public"."enum_plan_changes_previous_plan";`)
}

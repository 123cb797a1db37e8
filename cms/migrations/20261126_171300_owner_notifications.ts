import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Issue #14, notifications for owners and course managers: batched notifications (a key unique
 * per recipient, the events counted, when the batch's one mail went out) and the students'
 * problem reports. A report goes with its course or lesson (ON DELETE cascade, handed in here:
 * Payload's relationships always generate SET NULL, which a required column cannot take).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "notifications" ADD COLUMN "batch_key" varchar;
  ALTER TABLE "notifications" ADD COLUMN "batch_events" jsonb;
  ALTER TABLE "notifications" ADD COLUMN "batch_mailed_at" timestamp(3) with time zone;
  CREATE UNIQUE INDEX "user_batchKey_idx" ON "notifications" USING btree ("user_id","batch_key");

  CREATE TABLE "problem_reports" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid NOT NULL,
  	"course_id" uuid NOT NULL,
  	"material_id" uuid NOT NULL,
  	"user_id" uuid,
  	"text" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "problem_reports_id" uuid;
  ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "problem_reports_tenant_idx" ON "problem_reports" USING btree ("tenant_id");
  CREATE INDEX "problem_reports_course_idx" ON "problem_reports" USING btree ("course_id");
  CREATE INDEX "problem_reports_material_idx" ON "problem_reports" USING btree ("material_id");
  CREATE INDEX "problem_reports_user_idx" ON "problem_reports" USING btree ("user_id");
  CREATE INDEX "problem_reports_updated_at_idx" ON "problem_reports" USING btree ("updated_at");
  CREATE INDEX "problem_reports_created_at_idx" ON "problem_reports" USING btree ("created_at");
  CREATE INDEX "course_createdAt_idx" ON "problem_reports" USING btree ("course_id","created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_problem_reports_fk" FOREIGN KEY ("problem_reports_id") REFERENCES "public"."problem_reports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_problem_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("problem_reports_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_problem_reports_fk";
  DROP INDEX "payload_locked_documents_rels_problem_reports_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "problem_reports_id";
  DROP TABLE "problem_reports" CASCADE;
  DROP INDEX "user_batchKey_idx";
  ALTER TABLE "notifications" DROP COLUMN "batch_mailed_at";
  ALTER TABLE "notifications" DROP COLUMN "batch_events";
  ALTER TABLE "notifications" DROP COLUMN "batch_key";`)
}

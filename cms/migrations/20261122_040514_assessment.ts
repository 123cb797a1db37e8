import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_quiz_attempts_state" AS ENUM('inProgress', 'submitted', 'finalized');
  CREATE TYPE "public"."enum_certificates_subject_type" AS ENUM('courses');
  CREATE TABLE "quiz_attempts" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid NOT NULL,
  	"course_id" uuid NOT NULL,
  	"material_id" uuid NOT NULL,
  	"user_id" uuid NOT NULL,
  	"attempt" numeric DEFAULT 1 NOT NULL,
  	"state" "enum_quiz_attempts_state" DEFAULT 'inProgress' NOT NULL,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"submitted_at" timestamp(3) with time zone,
  	"time_spent" numeric,
  	"score" numeric,
  	"max_score" numeric,
  	"retake_allowed" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "quiz_answers" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid NOT NULL,
  	"attempt_id" uuid NOT NULL,
  	"index" numeric NOT NULL,
  	"answer" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "assignment_submissions" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid NOT NULL,
  	"course_id" uuid NOT NULL,
  	"material_id" uuid NOT NULL,
  	"user_id" uuid NOT NULL,
  	"file_keys" jsonb,
  	"text" varchar,
  	"submitted_at" timestamp(3) with time zone NOT NULL,
  	"grade" numeric,
  	"feedback" varchar,
  	"graded_at" timestamp(3) with time zone,
  	"graded_by_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "certificates" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid NOT NULL,
  	"subject_type" "enum_certificates_subject_type" NOT NULL,
  	"subject_id" varchar NOT NULL,
  	"subject_name" varchar NOT NULL,
  	"user_id" uuid NOT NULL,
  	"user_name" varchar NOT NULL,
  	"code" varchar NOT NULL,
  	"grade" numeric,
  	"percent" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "courses" ADD COLUMN "certificate_template" varchar;
  ALTER TABLE "materials" ADD COLUMN "quiz" jsonb;
  ALTER TABLE "materials" ADD COLUMN "quiz_settings_savequiz" boolean DEFAULT true;
  ALTER TABLE "materials" ADD COLUMN "quiz_settings_time_limit" numeric;
  ALTER TABLE "materials" ADD COLUMN "quiz_settings_accepting" boolean DEFAULT true;
  ALTER TABLE "materials" ADD COLUMN "assignment_settings_instructions" varchar;
  ALTER TABLE "materials" ADD COLUMN "assignment_settings_max_grade" numeric DEFAULT 100;
  ALTER TABLE "materials" ADD COLUMN "assignment_settings_due_date" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quiz_attempts_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quiz_answers_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "assignment_submissions_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "certificates_id" uuid;
  ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_graded_by_id_users_id_fk" FOREIGN KEY ("graded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certificates" ADD CONSTRAINT "certificates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "quiz_attempts_tenant_idx" ON "quiz_attempts" USING btree ("tenant_id");
  CREATE INDEX "quiz_attempts_course_idx" ON "quiz_attempts" USING btree ("course_id");
  CREATE INDEX "quiz_attempts_material_idx" ON "quiz_attempts" USING btree ("material_id");
  CREATE INDEX "quiz_attempts_user_idx" ON "quiz_attempts" USING btree ("user_id");
  CREATE INDEX "quiz_attempts_updated_at_idx" ON "quiz_attempts" USING btree ("updated_at");
  CREATE INDEX "quiz_attempts_created_at_idx" ON "quiz_attempts" USING btree ("created_at");
  CREATE UNIQUE INDEX "material_user_attempt_idx" ON "quiz_attempts" USING btree ("material_id","user_id","attempt");
  CREATE INDEX "quiz_answers_tenant_idx" ON "quiz_answers" USING btree ("tenant_id");
  CREATE INDEX "quiz_answers_attempt_idx" ON "quiz_answers" USING btree ("attempt_id");
  CREATE INDEX "quiz_answers_updated_at_idx" ON "quiz_answers" USING btree ("updated_at");
  CREATE INDEX "quiz_answers_created_at_idx" ON "quiz_answers" USING btree ("created_at");
  CREATE UNIQUE INDEX "attempt_index_idx" ON "quiz_answers" USING btree ("attempt_id","index");
  CREATE INDEX "assignment_submissions_tenant_idx" ON "assignment_submissions" USING btree ("tenant_id");
  CREATE INDEX "assignment_submissions_course_idx" ON "assignment_submissions" USING btree ("course_id");
  CREATE INDEX "assignment_submissions_material_idx" ON "assignment_submissions" USING btree ("material_id");
  CREATE INDEX "assignment_submissions_user_idx" ON "assignment_submissions" USING btree ("user_id");
  CREATE INDEX "assignment_submissions_graded_by_idx" ON "assignment_submissions" USING btree ("graded_by_id");
  CREATE INDEX "assignment_submissions_updated_at_idx" ON "assignment_submissions" USING btree ("updated_at");
  CREATE INDEX "assignment_submissions_created_at_idx" ON "assignment_submissions" USING btree ("created_at");
  CREATE UNIQUE INDEX "material_user_1_idx" ON "assignment_submissions" USING btree ("material_id","user_id");
  CREATE INDEX "certificates_tenant_idx" ON "certificates" USING btree ("tenant_id");
  CREATE INDEX "certificates_subject_id_idx" ON "certificates" USING btree ("subject_id");
  CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id");
  CREATE UNIQUE INDEX "certificates_code_idx" ON "certificates" USING btree ("code");
  CREATE INDEX "certificates_updated_at_idx" ON "certificates" USING btree ("updated_at");
  CREATE INDEX "certificates_created_at_idx" ON "certificates" USING btree ("created_at");
  CREATE UNIQUE INDEX "subjectType_subjectId_user_1_idx" ON "certificates" USING btree ("subject_type","subject_id","user_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quiz_attempts_fk" FOREIGN KEY ("quiz_attempts_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quiz_answers_fk" FOREIGN KEY ("quiz_answers_id") REFERENCES "public"."quiz_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_assignment_submissions_fk" FOREIGN KEY ("assignment_submissions_id") REFERENCES "public"."assignment_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_certificates_fk" FOREIGN KEY ("certificates_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_quiz_attempts_id_idx" ON "payload_locked_documents_rels" USING btree ("quiz_attempts_id");
  CREATE INDEX "payload_locked_documents_rels_quiz_answers_id_idx" ON "payload_locked_documents_rels" USING btree ("quiz_answers_id");
  CREATE INDEX "payload_locked_documents_rels_assignment_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("assignment_submissions_id");
  CREATE INDEX "payload_locked_documents_rels_certificates_id_idx" ON "payload_locked_documents_rels" USING btree ("certificates_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quiz_attempts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quiz_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assignment_submissions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "certificates" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "quiz_attempts" CASCADE;
  DROP TABLE "quiz_answers" CASCADE;
  DROP TABLE "assignment_submissions" CASCADE;
  DROP TABLE "certificates" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_quiz_attempts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_quiz_answers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_assignment_submissions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_certificates_fk";
  
  DROP INDEX "payload_locked_documents_rels_quiz_attempts_id_idx";
  DROP INDEX "payload_locked_documents_rels_quiz_answers_id_idx";
  DROP INDEX "payload_locked_documents_rels_assignment_submissions_id_idx";
  DROP INDEX "payload_locked_documents_rels_certificates_id_idx";
  ALTER TABLE "courses" DROP COLUMN "certificate_template";
  ALTER TABLE "materials" DROP COLUMN "quiz";
  ALTER TABLE "materials" DROP COLUMN "quiz_settings_savequiz";
  ALTER TABLE "materials" DROP COLUMN "quiz_settings_time_limit";
  ALTER TABLE "materials" DROP COLUMN "quiz_settings_accepting";
  ALTER TABLE "materials" DROP COLUMN "assignment_settings_instructions";
  ALTER TABLE "materials" DROP COLUMN "assignment_settings_max_grade";
  ALTER TABLE "materials" DROP COLUMN "assignment_settings_due_date";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quiz_attempts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quiz_answers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "assignment_submissions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "certificates_id";
  DROP TYPE "public"."enum_quiz_attempts_state";
  DROP TYPE "public"."enum_certificates_subject_type";`)
}

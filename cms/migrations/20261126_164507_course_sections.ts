import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "course_sections" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid NOT NULL,
  	"course_id" uuid NOT NULL,
  	"title" varchar NOT NULL,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"published_order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "materials" ADD COLUMN "section_id" uuid;
  ALTER TABLE "materials" ADD COLUMN "published_section_id" uuid;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "course_sections_id" uuid;
  ALTER TABLE "course_sections" ADD CONSTRAINT "course_sections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "course_sections" ADD CONSTRAINT "course_sections_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "course_sections_tenant_idx" ON "course_sections" USING btree ("tenant_id");
  CREATE INDEX "course_sections_course_idx" ON "course_sections" USING btree ("course_id");
  CREATE INDEX "course_sections_updated_at_idx" ON "course_sections" USING btree ("updated_at");
  CREATE INDEX "course_sections_created_at_idx" ON "course_sections" USING btree ("created_at");
  ALTER TABLE "materials" ADD CONSTRAINT "materials_section_id_course_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."course_sections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "materials" ADD CONSTRAINT "materials_published_section_id_course_sections_id_fk" FOREIGN KEY ("published_section_id") REFERENCES "public"."course_sections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_course_sections_fk" FOREIGN KEY ("course_sections_id") REFERENCES "public"."course_sections"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "materials_section_idx" ON "materials" USING btree ("section_id");
  CREATE INDEX "materials_published_section_idx" ON "materials" USING btree ("published_section_id");
  CREATE INDEX "payload_locked_documents_rels_course_sections_id_idx" ON "payload_locked_documents_rels" USING btree ("course_sections_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "course_sections" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "course_sections" CASCADE;
  ALTER TABLE "materials" DROP CONSTRAINT "materials_section_id_course_sections_id_fk";
  
  ALTER TABLE "materials" DROP CONSTRAINT "materials_published_section_id_course_sections_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_course_sections_fk";
  
  DROP INDEX "materials_section_idx";
  DROP INDEX "materials_published_section_idx";
  DROP INDEX "payload_locked_documents_rels_course_sections_id_idx";
  ALTER TABLE "materials" DROP COLUMN "section_id";
  ALTER TABLE "materials" DROP COLUMN "published_section_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "course_sections_id";`)
}

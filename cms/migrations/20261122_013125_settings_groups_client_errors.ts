import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "client_errors" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"tenant_id" uuid NOT NULL,
  	"message" varchar NOT NULL,
  	"source" varchar,
  	"lineno" numeric,
  	"colno" numeric,
  	"stack" varchar,
  	"user_agent" varchar,
  	"location" varchar,
  	"user_id" uuid,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "tenants" ADD COLUMN "about_title" varchar;
  ALTER TABLE "tenants" ADD COLUMN "about_content" varchar;
  ALTER TABLE "tenants" ADD COLUMN "about_image" varchar;
  ALTER TABLE "tenants" ADD COLUMN "legal_terms_of_service" varchar;
  ALTER TABLE "tenants" ADD COLUMN "legal_privacy_policy" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "client_errors_id" uuid;
  ALTER TABLE "client_errors" ADD CONSTRAINT "client_errors_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "client_errors" ADD CONSTRAINT "client_errors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "client_errors_tenant_idx" ON "client_errors" USING btree ("tenant_id");
  CREATE INDEX "client_errors_user_idx" ON "client_errors" USING btree ("user_id");
  CREATE INDEX "client_errors_updated_at_idx" ON "client_errors" USING btree ("updated_at");
  CREATE INDEX "client_errors_created_at_idx" ON "client_errors" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_client_errors_fk" FOREIGN KEY ("client_errors_id") REFERENCES "public"."client_errors"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_client_errors_id_idx" ON "payload_locked_documents_rels" USING btree ("client_errors_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "client_errors" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "client_errors" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_client_errors_fk";
  
  DROP INDEX "payload_locked_documents_rels_client_errors_id_idx";
  ALTER TABLE "tenants" DROP COLUMN "about_title";
  ALTER TABLE "tenants" DROP COLUMN "about_content";
  ALTER TABLE "tenants" DROP COLUMN "about_image";
  ALTER TABLE "tenants" DROP COLUMN "legal_terms_of_service";
  ALTER TABLE "tenants" DROP COLUMN "legal_privacy_policy";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "client_errors_id";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" ADD COLUMN "display_courses" numeric DEFAULT 3 NOT NULL;
  ALTER TABLE "tenants" ADD COLUMN "featured_courses" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants" DROP COLUMN "display_courses";
  ALTER TABLE "tenants" DROP COLUMN "featured_courses";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "files" ADD COLUMN "duration" numeric;
  ALTER TABLE "lesson_progress" ADD COLUMN "position" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "files" DROP COLUMN "duration";
  ALTER TABLE "lesson_progress" DROP COLUMN "position";`)
}

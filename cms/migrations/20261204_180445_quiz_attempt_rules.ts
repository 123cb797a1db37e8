import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "materials" ADD COLUMN "quiz_settings_pass_mark" numeric;
  ALTER TABLE "materials" ADD COLUMN "quiz_settings_attempts_allowed" numeric DEFAULT 1;
  ALTER TABLE "materials" ADD COLUMN "quiz_settings_shuffle_questions" boolean DEFAULT false;
  ALTER TABLE "materials" ADD COLUMN "quiz_settings_shuffle_options" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "materials" DROP COLUMN "quiz_settings_pass_mark";
  ALTER TABLE "materials" DROP COLUMN "quiz_settings_attempts_allowed";
  ALTER TABLE "materials" DROP COLUMN "quiz_settings_shuffle_questions";
  ALTER TABLE "materials" DROP COLUMN "quiz_settings_shuffle_options";`)
}

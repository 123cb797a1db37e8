import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Issue #44, item 8: a new course offers a certificate once every lesson is finished (cert_config
 * score 0) rather than never (-3). Existing courses keep what they have: a -3 may be a choice.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "courses" ALTER COLUMN "cert_config_score" SET DEFAULT 0;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "courses" ALTER COLUMN "cert_config_score" SET DEFAULT -3;`)
}

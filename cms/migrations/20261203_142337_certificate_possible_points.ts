import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Issue #44, item 8: a certificate keeps the points there were to earn, so it reads "11 of 13
 * points (84.6 %)". Certificates issued before have none and keep their old wording.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "certificates" ADD COLUMN "possible" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "certificates" DROP COLUMN "possible";`)
}

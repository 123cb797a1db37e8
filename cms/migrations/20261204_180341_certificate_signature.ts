import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "courses" ADD COLUMN "certificate_signature" varchar;
  ALTER TABLE "courses" ADD COLUMN "certificate_signer" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "courses" DROP COLUMN "certificate_signature";
  ALTER TABLE "courses" DROP COLUMN "certificate_signer";`)
}

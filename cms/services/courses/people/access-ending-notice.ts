import { formatDateTime } from '@halaqa/shared/intl-formats';
import { translatorFor } from '@halaqa/shared/i18n/index';
import { sql } from '@payloadcms/db-postgres';
import { idOf, type TenantContext, type TenantScope } from '../../context';
import { defineJob } from '../../jobs/job-queue';
import { jobTenantContext } from '../../jobs/job-tenant';
import { RETRY_FOR_A_DAY } from '../../jobs/retry-schedules';
import { languageOfUser } from '../../notifications/language-of-user';
import { notify } from '../../notifications/notify';
import { tenantDb } from '../../tenant-db';
import { transaction, type InTransaction } from '../../unit-of-work';

/** How long before paid access ends its student is told (issue #11). */
export const ENDING_NOTICE_MS = 3 * 24 * 60 * 60 * 1000;

interface AccessEndingJob {
  tenantId: string;
  registrationId: string;
  /** The end of access this notice is about (ISO); a later purchase or a refund changes it. */
  until: string;
}

/**
 * Three days before paid access ends, the student is told (in their language) and offered the
 * course to buy again. The job waits in the queue until then. It tells only if the access still
 * ends at that moment (bought again: a new notice waits for the new end; refunded: nothing), and
 * records the end date it told about in the same transaction, so it tells once per end date.
 */
export const accessEndingJob = defineJob<AccessEndingJob>('access-ending-notice', { batchSize: 10, retry: RETRY_FOR_A_DAY, expireInSeconds: 60 }, async ({ tenantId, registrationId, until }, { payload }) => {
  const ctx = await jobTenantContext(payload, tenantId);
  if (!ctx) return;
  await transaction(ctx, async (tx) => {
    const db = tenantDb(tx);
    await db.execute(sql`SELECT id FROM registrations WHERE id = ${registrationId} AND tenant_id = ${tx.tenant.id} FOR UPDATE`);
    const registration = await db.findById({ collection: 'registrations', id: registrationId });
    const sameEnd = (moment: string | null | undefined) => Boolean(moment) && new Date(moment!).getTime() === new Date(until).getTime();
    if (!registration || !sameEnd(registration.accessUntil) || sameEnd(registration.endingNoticeFor)) return;
    if (new Date(until).getTime() <= Date.now()) return;
    await db.update({ collection: 'registrations', id: registrationId, data: { endingNoticeFor: until } });
    await tellStudent(tx, registration.user, registration.course, until);
  });
});

async function tellStudent(tx: InTransaction<TenantContext>, userRef: Parameters<typeof idOf>[0], courseRef: Parameters<typeof idOf>[0], until: string): Promise<void> {
  const db = tenantDb(tx);
  const user = await db.findById({ collection: 'users', id: idOf(userRef)! });
  const course = await db.findById({ collection: 'courses', id: idOf(courseRef)! });
  // The student is there (deleting a user deletes their registrations, and this one is locked); the course may be gone.
  if (!user || !course) return;
  const language = languageOfUser(user, tx.tenant);
  const t = translatorFor(language);
  const date = formatDateTime(language, until, 'UTC');
  await notify(tx, [user.id], { title: t('payments.ending.title'), message: t('payments.ending.message', { course: course.name, date }), link: `/courses/${course.id}` });
}

/**
 * Queues the notice for access that ends at `until`, on the writer's transaction: it waits until
 * three days before. Access shorter than that (a day's) gets none, since it was bought moments ago.
 */
export async function scheduleAccessEndingNotice(tx: InTransaction<TenantScope>, registrationId: string, until: Date): Promise<void> {
  const noticeAt = new Date(until.getTime() - ENDING_NOTICE_MS);
  if (noticeAt.getTime() <= Date.now()) return;
  await accessEndingJob.send({ tenantId: tx.tenant.id, registrationId, until: until.toISOString() }, { req: tx.req, key: `${registrationId}:${until.toISOString()}`, startAfter: noticeAt });
}

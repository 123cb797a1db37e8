import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload';
import { sql } from '@payloadcms/db-postgres';
import { formatEgp } from '@halaqa/shared/money';
import { translatorFor } from '@halaqa/shared/i18n/index';
import { canDecidePayout, type TPayoutStatus } from '@halaqa/shared/payouts';
import type { Payout } from '../../payload-types';
import { sessionUserOf } from '../../access/staff';
import { idOf } from '../context';
import { languageOfUser } from '../notifications/language-of-user';
import { notify } from '../notifications/notify';
import { sqlDatabaseOf } from '../sql-database';

/** Who decided, for the history: the CLI names itself in `req.context`; the admin has its user. */
export interface PayoutDecisionContext {
  decidedBy?: string;
}

/**
 * Before a payout is saved by the operator (admin or CLI): its row is locked and its status read
 * again under the lock, so two operators deciding at once cannot both decide it; only
 * pending → paid | rejected passes; the change joins the history, which no edit can rewrite.
 */
export const recordPayoutDecision: CollectionBeforeChangeHook<Payout> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data;
  const database = await sqlDatabaseOf(req.payload, req);
  const locked = await database.execute(sql`SELECT status FROM payouts WHERE id = ${originalDoc.id} FOR UPDATE`);
  const current = ((locked.rows[0] as { status?: TPayoutStatus } | undefined)?.status ?? originalDoc.status) as TPayoutStatus;
  const wanted = (data.status ?? current) as TPayoutStatus;
  const history = originalDoc.history ?? [];
  if (wanted === current) return { ...data, status: current, note: originalDoc.note, history };
  if (!canDecidePayout(current, wanted)) throw new APIError(`This payout is already ${current}; a payout is decided once.`, 409, undefined, true);
  const by = (req.context as PayoutDecisionContext).decidedBy ?? (sessionUserOf(req) as { email?: string } | null)?.email ?? 'platform';
  const note = (data.note ?? '').trim().slice(0, 500);
  return { ...data, status: wanted, note, history: [...history, { status: wanted, at: new Date().toISOString(), by, note }] };
};

/** After a decision: the trainer is told, in their language, on the same transaction. */
export const notifyPayoutDecision: CollectionAfterChangeHook<Payout> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status === previousDoc?.status || doc.status === 'pending') return doc;
  const tenant = await req.payload.findByID({ collection: 'tenants', id: idOf(doc.tenant)!, depth: 0, overrideAccess: true, req });
  const user = await req.payload.findByID({ collection: 'users', id: idOf(doc.beneficiary)!, depth: 0, overrideAccess: true, req });
  const language = languageOfUser(user, tenant);
  const t = translatorFor(language);
  const amount = formatEgp(doc.amount / 100, language);
  const key = doc.status === 'paid' ? 'paid' : 'rejected';
  await notify(
    { payload: req.payload, tenant, req },
    [user.id],
    {
      title: t(`earnings.notice.${key}Title`),
      message: t(`earnings.notice.${key}Message`, { amount, note: doc.note || '—' }),
      link: '/teacher/earnings',
    },
  );
  return doc;
};

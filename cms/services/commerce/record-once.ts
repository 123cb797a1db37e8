import { isUniqueViolation } from '../unique-violation';

/**
 * Runs `record`, one messenger's transaction that records a payment if no other messenger has
 * (the gateway's callback, the payer's return, Medusa's event), with the caller's own record
 * (`withCallersRecord`: the event id) in it. When another messenger recorded the same payment a
 * moment earlier, the unique index rolls this transaction back with the caller's record; once
 * more finds the payment there and keeps that record (or meets it again if it was the caller's
 * own repeat, which is then done).
 */
export async function recordOnce(record: () => Promise<void>, withCallersRecord: boolean): Promise<void> {
  try {
    await record();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    if (!withCallersRecord) return;
    try {
      await record();
    } catch (again) {
      if (!isUniqueViolation(again)) throw again;
    }
  }
}

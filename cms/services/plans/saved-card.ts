import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TRenewalType } from '@halaqa/shared/subscription-terms';
import { sql } from '@payloadcms/db-postgres';
import type { Payload } from 'payload';
import type { SavedCard } from '../commerce/commerce-provider';
import type { TenantContext } from '../context';
import { sqlDatabaseOf } from '../sql-database';
import { withTransaction } from '../transaction';
import { transaction } from '../unit-of-work';

/**
 * Keeps the card the site's owner saved with Paymob while paying a plan invoice (Paymob's card
 * token callback, relayed by the commerce service), and turns automatic renewal on: the renewal
 * pass charges it (charge-renewal.ts). A card saved by anyone but the site's current owner is
 * ignored. The token is never shown; the masked number is, on the subscription page.
 */
export async function saveOwnerCard(payload: Payload, card: SavedCard): Promise<void> {
  await withTransaction(payload, async (req) => {
    const database = await sqlDatabaseOf(payload, req);
    const { rows } = await database.execute(sql`
      SELECT 1 FROM tenants t JOIN users u ON u.tenant_id = t.id
      WHERE t.id = ${card.tenantId} AND u.id = ${card.userId} AND u.role_role = 'owner' FOR UPDATE OF t`);
    if (rows.length === 0) return;
    await payload.update({
      collection: 'tenants',
      id: card.tenantId,
      data: { subscription: { cardToken: card.token, cardMaskedPan: card.maskedPan, renewal: 'automatic' } },
      depth: 0,
      overrideAccess: true,
      req,
    });
  });
}

/**
 * POST /api/tenants/subscription/renewal: automatic renewal charges the saved card and needs one
 * (409 otherwise); manual renewal forgets the card, so the owner pays each renewal invoice.
 */
export async function setRenewalType(ctx: TenantContext, renewalType: TRenewalType): Promise<void> {
  await transaction(ctx, async (tx) => {
    const database = await sqlDatabaseOf(tx.payload, tx.req);
    const { rows } = await database.execute(sql`SELECT subscription_card_token AS token FROM tenants WHERE id = ${tx.tenant.id} FOR UPDATE`);
    const hasCard = Boolean((rows[0] as { token: string | null } | undefined)?.token);
    if (renewalType === 'automatic' && !hasCard) throw new AppError(AppErrorCode.NO_SAVED_CARD);
    const subscription = renewalType === 'automatic' ? { renewal: renewalType } : { renewal: renewalType, cardToken: null, cardMaskedPan: null };
    // The request's own tenant row, by its id; the subscription fields are closed to every editor.
    await tx.payload.update({ collection: 'tenants', id: tx.tenant.id, data: { subscription }, depth: 0, overrideAccess: true, req: tx.req });
  });
}

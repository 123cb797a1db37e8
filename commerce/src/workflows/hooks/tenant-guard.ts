import { addToCartWorkflow, completeCartWorkflow, createCartWorkflow } from '@medusajs/medusa/core-flows';
import { ContainerRegistrationKeys, MedusaError } from '@medusajs/framework/utils';
import type { MedusaContainer } from '@medusajs/framework/types';

/**
 * The tenant guard (issue #11; the prototype notes' confirmed leak): with `manage_inventory: false`
 * Medusa never checks that a variant belongs to the cart's sales channel, so one site could buy
 * another site's course by its variant id. Every way items enter or leave a cart as an order is
 * checked here: creating a cart with items, adding to a cart, and completing a cart.
 */
async function assertVariantsInChannel(container: MedusaContainer, variantIds: string[], salesChannelId: string | null | undefined): Promise<void> {
  const ids = [...new Set(variantIds.filter(Boolean))];
  if (ids.length === 0) return;
  if (!salesChannelId) throw new MedusaError(MedusaError.Types.NOT_ALLOWED, 'A cart with items needs a sales channel.');
  // One indexed lookup in the product ↔ sales channel link, on every cart write: cheap enough to
  // run on each of them (Medusa's query graph costs several times more for the same answer).
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION);
  const rows = (await knex
    .select('variant.id')
    .from('product_variant as variant')
    .join('product_sales_channel as link', 'link.product_id', 'variant.product_id')
    .whereIn('variant.id', ids)
    .where('link.sales_channel_id', salesChannelId)
    .whereNull('variant.deleted_at')
    .whereNull('link.deleted_at')) as { id: string }[];
  const allowed = new Set(rows.map((row) => row.id));
  if (ids.some((id) => !allowed.has(id))) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, 'An item of this cart is not sold in its sales channel.');
  }
}

createCartWorkflow.hooks.validate(async ({ input }, { container }) => {
  const items = (input.items ?? []) as { variant_id?: string }[];
  await assertVariantsInChannel(container, items.map((item) => item.variant_id ?? ''), input.sales_channel_id);
});

addToCartWorkflow.hooks.validate(async ({ input, cart }, { container }) => {
  await assertVariantsInChannel(container, input.items.map((item) => item.variant_id ?? ''), cart.sales_channel_id);
});

completeCartWorkflow.hooks.validate(async ({ cart }, { container }) => {
  const items = (cart.items ?? []) as { variant_id?: string | null }[];
  await assertVariantsInChannel(container, items.map((item) => item.variant_id ?? ''), cart.sales_channel_id);
});

import {
  createApiKeysWorkflow,
  createProductsWorkflow,
  createRegionsWorkflow,
  createSalesChannelsWorkflow,
  deleteProductsWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
  updateProductsWorkflow,
  updateProductVariantsWorkflow,
  updateStoresWorkflow,
} from '@medusajs/medusa/core-flows';
import { ContainerRegistrationKeys, Modules } from '@medusajs/framework/utils';
import type { MedusaContainer } from '@medusajs/framework/types';
import type { CourseProduct } from '@halaqa/shared/commerce-event';
import { PAYMOB_PROVIDER_ID } from './paymob-payments';

/** One region for every site: Egypt, EGP, paid through Paymob. */
const REGION_NAME = 'Egypt';
let regionReady: Promise<string> | undefined;

/** The EGP region's id, created (with EGP as a store currency) the first time it is needed. */
export function egpRegion(container: MedusaContainer): Promise<string> {
  regionReady ??= ensureRegion(container).catch((error: unknown) => {
    regionReady = undefined;
    throw error;
  });
  return regionReady;
}

/** Under a lock: every Medusa process (cluster mode, several instances) may be the first to ask. */
async function ensureRegion(container: MedusaContainer): Promise<string> {
  const locking = container.resolve(Modules.LOCKING);
  return locking.execute('halaqa:egp-region', () => findOrCreateRegion(container), { timeout: 30 });
}

async function findOrCreateRegion(container: MedusaContainer): Promise<string> {
  const regions = container.resolve(Modules.REGION);
  const [existing] = await regions.listRegions({ name: REGION_NAME });
  if (existing) return existing.id;
  const stores = container.resolve(Modules.STORE);
  const [store] = await stores.listStores();
  if (store) {
    await updateStoresWorkflow(container).run({
      input: { selector: { id: store.id }, update: { supported_currencies: [{ currency_code: 'egp', is_default: true }] } },
    });
  }
  const { result } = await createRegionsWorkflow(container).run({
    input: { regions: [{ name: REGION_NAME, currency_code: 'egp', countries: ['eg'], payment_providers: [PAYMOB_PROVIDER_ID] }] },
  });
  return result[0]!.id;
}

/** A site's sales channel is named by its tenant id, which makes creating it idempotent. */
const channelName = (tenantId: string) => `tenant:${tenantId}`;

/**
 * The site's sales channel and publishable key, created when missing. Under a lock per site (the
 * locking module's PostgreSQL provider, so it holds across Medusa instances): two first sales
 * racing here would otherwise each create a channel.
 */
export async function ensureStore(container: MedusaContainer, tenant: { id: string; name: string }): Promise<{ salesChannelId: string; publishableKey: string }> {
  await egpRegion(container);
  const locking = container.resolve(Modules.LOCKING);
  return locking.execute(channelName(tenant.id), () => findOrCreateStore(container, tenant), { timeout: 30 });
}

async function findOrCreateStore(container: MedusaContainer, tenant: { id: string; name: string }): Promise<{ salesChannelId: string; publishableKey: string }> {
  const channels = container.resolve(Modules.SALES_CHANNEL);
  const apiKeys = container.resolve(Modules.API_KEY);
  let [channel] = await channels.listSalesChannels({ name: channelName(tenant.id) });
  if (!channel) {
    const { result } = await createSalesChannelsWorkflow(container).run({
      input: { salesChannelsData: [{ name: channelName(tenant.id), description: tenant.name }] },
    });
    channel = result[0]!;
  }
  let [key] = await apiKeys.listApiKeys({ title: channelName(tenant.id), type: 'publishable' });
  if (!key) {
    const { result } = await createApiKeysWorkflow(container).run({ input: { api_keys: [{ title: channelName(tenant.id), type: 'publishable', created_by: 'halaqa' }] } });
    key = result[0]!;
    await linkSalesChannelsToApiKeyWorkflow(container).run({ input: { id: key.id, add: [channel.id] } });
  }
  return { salesChannelId: channel!.id, publishableKey: key!.token };
}

/** A course's product handle: one product per course, whatever its site. */
export const handleOf = (courseId: string) => `course-${courseId}`;

/**
 * Makes the course's product match the course: created, repriced, renamed, or deleted, and sold in
 * the site's channel.
 */
export async function syncCourseProduct(container: MedusaContainer, salesChannelId: string, course: CourseProduct): Promise<void> {
  // The course's product job and a checkout that finds the course not yet on sale may sync it at
  // the same moment; one at a time, the second finds the first's product instead of a conflict.
  const locking = container.resolve(Modules.LOCKING);
  await locking.execute(handleOf(course.courseId), () => syncUnlocked(container, salesChannelId, course), { timeout: 30 });
}

async function syncUnlocked(container: MedusaContainer, salesChannelId: string, course: CourseProduct): Promise<void> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const {
    data: [product],
  } = await query.graph({ entity: 'product', fields: ['id', 'variants.id', 'sales_channels.id'], filters: { handle: handleOf(course.courseId) } });
  if (!course.forSale) {
    if (product) await deleteProductsWorkflow(container).run({ input: { ids: [product.id] } });
    return;
  }
  const metadata = { course_id: course.courseId, tenant_id: course.tenantId, per: course.per };
  if (!product) {
    await createProductsWorkflow(container).run({
      input: {
        products: [
          {
            title: course.name,
            handle: handleOf(course.courseId),
            status: 'published',
            metadata,
            sales_channels: [{ id: salesChannelId }],
            options: [{ title: 'Access', values: [course.per] }],
            variants: [{ title: course.name, manage_inventory: false, options: { Access: course.per }, prices: [{ amount: course.price, currency_code: 'egp' }], metadata }],
          },
        ],
      },
    });
    return;
  }
  // Setting sales channels replaces the product's links, leaving a moment when it is in none and
  // checkouts are refused: they are set only when the product is not in the site's channel yet.
  const inChannel = ((product.sales_channels ?? []) as ({ id: string } | null)[]).some((channel) => channel?.id === salesChannelId);
  await updateProductsWorkflow(container).run({
    input: { selector: { id: product.id }, update: { title: course.name, metadata, ...(inChannel ? {} : { sales_channels: [{ id: salesChannelId }] }) } },
  });
  const variantId = product.variants?.[0]?.id;
  if (variantId) {
    await updateProductVariantsWorkflow(container).run({
      input: { selector: { id: variantId }, update: { title: course.name, metadata, prices: [{ amount: course.price, currency_code: 'egp' }] } },
    });
  }
}

/** What a cart line needs of the variant that sells a course. */
export interface CourseVariant {
  variantId: string;
  variantTitle: string;
  productId: string;
  productTitle: string;
  per: CourseProduct['per'];
  /** EGP, as Medusa stores it (pounds, up to two decimals). */
  price: number;
}

/**
 * The variants selling these courses in this channel, with their EGP price; a course without one
 * is not for sale here. Plain SQL over the product, variant, price and link tables: it runs on
 * every checkout, where Medusa's query graph and pricing module cost several times more for the
 * same rows (a course has one price, in EGP, without rules or price lists). A variant counts once
 * its price set is linked: createProductsWorkflow makes the variant a step before it prices it
 * (the site then syncs the course and retries).
 */
export async function variantsOfCourses(container: MedusaContainer, salesChannelId: string, courseIds: string[]): Promise<Map<string, CourseVariant>> {
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION);
  const rows = (await knex
    .select('product.id as product_id', 'product.title as product_title', 'product.metadata', 'variant.id as variant_id', 'variant.title as variant_title', 'price.amount')
    .from('product')
    .join('product_variant as variant', 'variant.product_id', 'product.id')
    .join('product_sales_channel as link', 'link.product_id', 'product.id')
    .join('product_variant_price_set as priced', 'priced.variant_id', 'variant.id')
    .join('price', 'price.price_set_id', 'priced.price_set_id')
    .whereIn('product.handle', courseIds.map(handleOf))
    .where('link.sales_channel_id', salesChannelId)
    .where('price.currency_code', 'egp')
    .whereNull('price.price_list_id')
    .whereNull('product.deleted_at')
    .whereNull('variant.deleted_at')
    .whereNull('link.deleted_at')
    .whereNull('priced.deleted_at')
    .whereNull('price.deleted_at')) as {
    product_id: string;
    product_title: string;
    metadata: { course_id?: string; per?: CourseProduct['per'] } | null;
    variant_id: string;
    variant_title: string;
    amount: string;
  }[];
  const found = new Map<string, CourseVariant>();
  for (const row of rows) {
    if (!row.metadata?.course_id) continue;
    found.set(row.metadata.course_id, {
      variantId: row.variant_id,
      variantTitle: row.variant_title,
      productId: row.product_id,
      productTitle: row.product_title,
      per: row.metadata.per ?? 'lifetime',
      price: Number(row.amount),
    });
  }
  return found;
}

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

async function ensureRegion(container: MedusaContainer): Promise<string> {
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
  await updateProductsWorkflow(container).run({ input: { selector: { id: product.id }, update: { title: course.name, metadata, sales_channels: [{ id: salesChannelId }] } } });
  const variantId = product.variants?.[0]?.id;
  if (variantId) {
    await updateProductVariantsWorkflow(container).run({
      input: { selector: { id: variantId }, update: { title: course.name, metadata, prices: [{ amount: course.price, currency_code: 'egp' }] } },
    });
  }
}

/** The variants selling these courses in this channel; a course without one is not for sale here. */
export async function variantsOfCourses(container: MedusaContainer, salesChannelId: string, courseIds: string[]): Promise<Map<string, { variantId: string; per: CourseProduct['per'] }>> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY);
  const { data: products } = await query.graph({
    entity: 'product',
    fields: ['id', 'metadata', 'variants.id', 'sales_channels.id'],
    filters: { handle: courseIds.map(handleOf) },
  });
  const found = new Map<string, { variantId: string; per: CourseProduct['per'] }>();
  for (const product of products) {
    const metadata = (product.metadata ?? {}) as { course_id?: string; per?: CourseProduct['per'] };
    const inChannel = ((product.sales_channels ?? []) as ({ id: string } | null)[]).some((channel) => channel?.id === salesChannelId);
    const variantId = product.variants?.[0]?.id;
    if (inChannel && variantId && metadata.course_id) found.set(metadata.course_id, { variantId, per: metadata.per ?? 'lifetime' });
  }
  return found;
}

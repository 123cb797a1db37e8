"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.handleOf = void 0;
exports.egpRegion = egpRegion;
exports.ensureStore = ensureStore;
exports.syncCourseProduct = syncCourseProduct;
exports.variantsOfCourses = variantsOfCourses;
const core_flows_1 = require("@medusajs/medusa/core-flows");
const utils_1 = require("@medusajs/framework/utils");
const paymob_payments_1 = require("./paymob-payments");
/** One region for every site: Egypt, EGP, paid through Paymob. */
const REGION_NAME = 'Egypt';
let regionReady;
/** The EGP region's id, created (with EGP as a store currency) the first time it is needed. */
function egpRegion(container) {
    regionReady ??= ensureRegion(container).catch((error) => {
        regionReady = undefined;
        throw error;
    });
    return regionReady;
}
async function ensureRegion(container) {
    const regions = container.resolve(utils_1.Modules.REGION);
    const [existing] = await regions.listRegions({ name: REGION_NAME });
    if (existing)
        return existing.id;
    const stores = container.resolve(utils_1.Modules.STORE);
    const [store] = await stores.listStores();
    if (store) {
        await (0, core_flows_1.updateStoresWorkflow)(container).run({
            input: { selector: { id: store.id }, update: { supported_currencies: [{ currency_code: 'egp', is_default: true }] } },
        });
    }
    const { result } = await (0, core_flows_1.createRegionsWorkflow)(container).run({
        input: { regions: [{ name: REGION_NAME, currency_code: 'egp', countries: ['eg'], payment_providers: [paymob_payments_1.PAYMOB_PROVIDER_ID] }] },
    });
    return result[0].id;
}
/** A site's sales channel is named by its tenant id, which makes creating it idempotent. */
const channelName = (tenantId) => `tenant:${tenantId}`;
/** The site's sales channel and publishable key, created when missing. */
async function ensureStore(container, tenant) {
    await egpRegion(container);
    const channels = container.resolve(utils_1.Modules.SALES_CHANNEL);
    const apiKeys = container.resolve(utils_1.Modules.API_KEY);
    let [channel] = await channels.listSalesChannels({ name: channelName(tenant.id) });
    if (!channel) {
        const { result } = await (0, core_flows_1.createSalesChannelsWorkflow)(container).run({
            input: { salesChannelsData: [{ name: channelName(tenant.id), description: tenant.name }] },
        });
        channel = result[0];
    }
    let [key] = await apiKeys.listApiKeys({ title: channelName(tenant.id), type: 'publishable' });
    if (!key) {
        const { result } = await (0, core_flows_1.createApiKeysWorkflow)(container).run({ input: { api_keys: [{ title: channelName(tenant.id), type: 'publishable', created_by: 'halaqa' }] } });
        key = result[0];
        await (0, core_flows_1.linkSalesChannelsToApiKeyWorkflow)(container).run({ input: { id: key.id, add: [channel.id] } });
    }
    return { salesChannelId: channel.id, publishableKey: key.token };
}
/** A course's product handle: one product per course, whatever its site. */
const handleOf = (courseId) => `course-${courseId}`;
exports.handleOf = handleOf;
/**
 * Makes the course's product match the course: created, repriced, renamed, or deleted, and sold in
 * the channel the site uses now (two racing first sales may each have made the site a channel).
 */
async function syncCourseProduct(container, salesChannelId, course) {
    const query = container.resolve(utils_1.ContainerRegistrationKeys.QUERY);
    const { data: [product], } = await query.graph({ entity: 'product', fields: ['id', 'variants.id', 'sales_channels.id'], filters: { handle: (0, exports.handleOf)(course.courseId) } });
    if (!course.forSale) {
        if (product)
            await (0, core_flows_1.deleteProductsWorkflow)(container).run({ input: { ids: [product.id] } });
        return;
    }
    const metadata = { course_id: course.courseId, tenant_id: course.tenantId, per: course.per };
    if (!product) {
        await (0, core_flows_1.createProductsWorkflow)(container).run({
            input: {
                products: [
                    {
                        title: course.name,
                        handle: (0, exports.handleOf)(course.courseId),
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
    await (0, core_flows_1.updateProductsWorkflow)(container).run({ input: { selector: { id: product.id }, update: { title: course.name, metadata, sales_channels: [{ id: salesChannelId }] } } });
    const variantId = product.variants?.[0]?.id;
    if (variantId) {
        await (0, core_flows_1.updateProductVariantsWorkflow)(container).run({
            input: { selector: { id: variantId }, update: { title: course.name, metadata, prices: [{ amount: course.price, currency_code: 'egp' }] } },
        });
    }
}
/** The variants selling these courses in this channel; a course without one is not for sale here. */
async function variantsOfCourses(container, salesChannelId, courseIds) {
    const query = container.resolve(utils_1.ContainerRegistrationKeys.QUERY);
    const { data: products } = await query.graph({
        entity: 'product',
        fields: ['id', 'metadata', 'variants.id', 'sales_channels.id'],
        filters: { handle: courseIds.map(exports.handleOf) },
    });
    const found = new Map();
    for (const product of products) {
        const metadata = (product.metadata ?? {});
        const inChannel = (product.sales_channels ?? []).some((channel) => channel?.id === salesChannelId);
        const variantId = product.variants?.[0]?.id;
        if (inChannel && variantId && metadata.course_id)
            found.set(metadata.course_id, { variantId, per: metadata.per ?? 'lifetime' });
    }
    return found;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJmaWxlIjoiY2F0YWxvZ3VlLmpzIiwic291cmNlUm9vdCI6IiIsInNvdXJjZXMiOlsiLi4vLi4vLi4vLi4vc3JjL2xpYi9jYXRhbG9ndWUudHMiXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6Ijs7O0FBb0JBLDhCQU1DO0FBdUJELGtDQWtCQztBQWtCRCw4Q0FtQ0M7QUFHRCw4Q0FlQztBQTFJRCw0REFVcUM7QUFDckMscURBQStFO0FBRS9FLHVEQUF1RDtBQUV2RCxrRUFBa0U7QUFDbEUsTUFBTSxXQUFXLEdBQUcsT0FBTyxDQUFDO0FBQzVCLElBQUksV0FBd0MsQ0FBQztBQUU3QywrRkFBK0Y7QUFDL0YsU0FBZ0IsU0FBUyxDQUFDLFNBQTBCO0lBQ2xELFdBQVcsS0FBSyxZQUFZLENBQUMsU0FBUyxDQUFDLENBQUMsS0FBSyxDQUFDLENBQUMsS0FBYyxFQUFFLEVBQUU7UUFDL0QsV0FBVyxHQUFHLFNBQVMsQ0FBQztRQUN4QixNQUFNLEtBQUssQ0FBQztJQUNkLENBQUMsQ0FBQyxDQUFDO0lBQ0gsT0FBTyxXQUFXLENBQUM7QUFDckIsQ0FBQztBQUVELEtBQUssVUFBVSxZQUFZLENBQUMsU0FBMEI7SUFDcEQsTUFBTSxPQUFPLEdBQUcsU0FBUyxDQUFDLE9BQU8sQ0FBQyxlQUFPLENBQUMsTUFBTSxDQUFDLENBQUM7SUFDbEQsTUFBTSxDQUFDLFFBQVEsQ0FBQyxHQUFHLE1BQU0sT0FBTyxDQUFDLFdBQVcsQ0FBQyxFQUFFLElBQUksRUFBRSxXQUFXLEVBQUUsQ0FBQyxDQUFDO0lBQ3BFLElBQUksUUFBUTtRQUFFLE9BQU8sUUFBUSxDQUFDLEVBQUUsQ0FBQztJQUNqQyxNQUFNLE1BQU0sR0FBRyxTQUFTLENBQUMsT0FBTyxDQUFDLGVBQU8sQ0FBQyxLQUFLLENBQUMsQ0FBQztJQUNoRCxNQUFNLENBQUMsS0FBSyxDQUFDLEdBQUcsTUFBTSxNQUFNLENBQUMsVUFBVSxFQUFFLENBQUM7SUFDMUMsSUFBSSxLQUFLLEVBQUUsQ0FBQztRQUNWLE1BQU0sSUFBQSxpQ0FBb0IsRUFBQyxTQUFTLENBQUMsQ0FBQyxHQUFHLENBQUM7WUFDeEMsS0FBSyxFQUFFLEVBQUUsUUFBUSxFQUFFLEVBQUUsRUFBRSxFQUFFLEtBQUssQ0FBQyxFQUFFLEVBQUUsRUFBRSxNQUFNLEVBQUUsRUFBRSxvQkFBb0IsRUFBRSxDQUFDLEVBQUUsYUFBYSxFQUFFLEtBQUssRUFBRSxVQUFVLEVBQUUsSUFBSSxFQUFFLENBQUMsRUFBRSxFQUFFO1NBQ3RILENBQUMsQ0FBQztJQUNMLENBQUM7SUFDRCxNQUFNLEVBQUUsTUFBTSxFQUFFLEdBQUcsTUFBTSxJQUFBLGtDQUFxQixFQUFDLFNBQVMsQ0FBQyxDQUFDLEdBQUcsQ0FBQztRQUM1RCxLQUFLLEVBQUUsRUFBRSxPQUFPLEVBQUUsQ0FBQyxFQUFFLElBQUksRUFBRSxXQUFXLEVBQUUsYUFBYSxFQUFFLEtBQUssRUFBRSxTQUFTLEVBQUUsQ0FBQyxJQUFJLENBQUMsRUFBRSxpQkFBaUIsRUFBRSxDQUFDLG9DQUFrQixDQUFDLEVBQUUsQ0FBQyxFQUFFO0tBQzlILENBQUMsQ0FBQztJQUNILE9BQU8sTUFBTSxDQUFDLENBQUMsQ0FBRSxDQUFDLEVBQUUsQ0FBQztBQUN2QixDQUFDO0FBRUQsNEZBQTRGO0FBQzVGLE1BQU0sV0FBVyxHQUFHLENBQUMsUUFBZ0IsRUFBRSxFQUFFLENBQUMsVUFBVSxRQUFRLEVBQUUsQ0FBQztBQUUvRCwwRUFBMEU7QUFDbkUsS0FBSyxVQUFVLFdBQVcsQ0FBQyxTQUEwQixFQUFFLE1BQW9DO0lBQ2hHLE1BQU0sU0FBUyxDQUFDLFNBQVMsQ0FBQyxDQUFDO0lBQzNCLE1BQU0sUUFBUSxHQUFHLFNBQVMsQ0FBQyxPQUFPLENBQUMsZUFBTyxDQUFDLGFBQWEsQ0FBQyxDQUFDO0lBQzFELE1BQU0sT0FBTyxHQUFHLFNBQVMsQ0FBQyxPQUFPLENBQUMsZUFBTyxDQUFDLE9BQU8sQ0FBQyxDQUFDO0lBQ25ELElBQUksQ0FBQyxPQUFPLENBQUMsR0FBRyxNQUFNLFFBQVEsQ0FBQyxpQkFBaUIsQ0FBQyxFQUFFLElBQUksRUFBRSxXQUFXLENBQUMsTUFBTSxDQUFDLEVBQUUsQ0FBQyxFQUFFLENBQUMsQ0FBQztJQUNuRixJQUFJLENBQUMsT0FBTyxFQUFFLENBQUM7UUFDYixNQUFNLEVBQUUsTUFBTSxFQUFFLEdBQUcsTUFBTSxJQUFBLHdDQUEyQixFQUFDLFNBQVMsQ0FBQyxDQUFDLEdBQUcsQ0FBQztZQUNsRSxLQUFLLEVBQUUsRUFBRSxpQkFBaUIsRUFBRSxDQUFDLEVBQUUsSUFBSSxFQUFFLFdBQVcsQ0FBQyxNQUFNLENBQUMsRUFBRSxDQUFDLEVBQUUsV0FBVyxFQUFFLE1BQU0sQ0FBQyxJQUFJLEVBQUUsQ0FBQyxFQUFFO1NBQzNGLENBQUMsQ0FBQztRQUNILE9BQU8sR0FBRyxNQUFNLENBQUMsQ0FBQyxDQUFFLENBQUM7SUFDdkIsQ0FBQztJQUNELElBQUksQ0FBQyxHQUFHLENBQUMsR0FBRyxNQUFNLE9BQU8sQ0FBQyxXQUFXLENBQUMsRUFBRSxLQUFLLEVBQUUsV0FBVyxDQUFDLE1BQU0sQ0FBQyxFQUFFLENBQUMsRUFBRSxJQUFJLEVBQUUsYUFBYSxFQUFFLENBQUMsQ0FBQztJQUM5RixJQUFJLENBQUMsR0FBRyxFQUFFLENBQUM7UUFDVCxNQUFNLEVBQUUsTUFBTSxFQUFFLEdBQUcsTUFBTSxJQUFBLGtDQUFxQixFQUFDLFNBQVMsQ0FBQyxDQUFDLEdBQUcsQ0FBQyxFQUFFLEtBQUssRUFBRSxFQUFFLFFBQVEsRUFBRSxDQUFDLEVBQUUsS0FBSyxFQUFFLFdBQVcsQ0FBQyxNQUFNLENBQUMsRUFBRSxDQUFDLEVBQUUsSUFBSSxFQUFFLGFBQWEsRUFBRSxVQUFVLEVBQUUsUUFBUSxFQUFFLENBQUMsRUFBRSxFQUFFLENBQUMsQ0FBQztRQUN2SyxHQUFHLEdBQUcsTUFBTSxDQUFDLENBQUMsQ0FBRSxDQUFDO1FBQ2pCLE1BQU0sSUFBQSw4Q0FBaUMsRUFBQyxTQUFTLENBQUMsQ0FBQyxHQUFHLENBQUMsRUFBRSxLQUFLLEVBQUUsRUFBRSxFQUFFLEVBQUUsR0FBRyxDQUFDLEVBQUUsRUFBRSxHQUFHLEVBQUUsQ0FBQyxPQUFPLENBQUMsRUFBRSxDQUFDLEVBQUUsRUFBRSxDQUFDLENBQUM7SUFDdkcsQ0FBQztJQUNELE9BQU8sRUFBRSxjQUFjLEVBQUUsT0FBUSxDQUFDLEVBQUUsRUFBRSxjQUFjLEVBQUUsR0FBSSxDQUFDLEtBQUssRUFBRSxDQUFDO0FBQ3JFLENBQUM7QUFXRCw0RUFBNEU7QUFDckUsTUFBTSxRQUFRLEdBQUcsQ0FBQyxRQUFnQixFQUFFLEVBQUUsQ0FBQyxVQUFVLFFBQVEsRUFBRSxDQUFDO0FBQXRELFFBQUEsUUFBUSxZQUE4QztBQUVuRTs7O0dBR0c7QUFDSSxLQUFLLFVBQVUsaUJBQWlCLENBQUMsU0FBMEIsRUFBRSxjQUFzQixFQUFFLE1BQXFCO0lBQy9HLE1BQU0sS0FBSyxHQUFHLFNBQVMsQ0FBQyxPQUFPLENBQUMsaUNBQXlCLENBQUMsS0FBSyxDQUFDLENBQUM7SUFDakUsTUFBTSxFQUNKLElBQUksRUFBRSxDQUFDLE9BQU8sQ0FBQyxHQUNoQixHQUFHLE1BQU0sS0FBSyxDQUFDLEtBQUssQ0FBQyxFQUFFLE1BQU0sRUFBRSxTQUFTLEVBQUUsTUFBTSxFQUFFLENBQUMsSUFBSSxFQUFFLGFBQWEsRUFBRSxtQkFBbUIsQ0FBQyxFQUFFLE9BQU8sRUFBRSxFQUFFLE1BQU0sRUFBRSxJQUFBLGdCQUFRLEVBQUMsTUFBTSxDQUFDLFFBQVEsQ0FBQyxFQUFFLEVBQUUsQ0FBQyxDQUFDO0lBQ2pKLElBQUksQ0FBQyxNQUFNLENBQUMsT0FBTyxFQUFFLENBQUM7UUFDcEIsSUFBSSxPQUFPO1lBQUUsTUFBTSxJQUFBLG1DQUFzQixFQUFDLFNBQVMsQ0FBQyxDQUFDLEdBQUcsQ0FBQyxFQUFFLEtBQUssRUFBRSxFQUFFLEdBQUcsRUFBRSxDQUFDLE9BQU8sQ0FBQyxFQUFFLENBQUMsRUFBRSxFQUFFLENBQUMsQ0FBQztRQUMzRixPQUFPO0lBQ1QsQ0FBQztJQUNELE1BQU0sUUFBUSxHQUFHLEVBQUUsU0FBUyxFQUFFLE1BQU0sQ0FBQyxRQUFRLEVBQUUsU0FBUyxFQUFFLE1BQU0sQ0FBQyxRQUFRLEVBQUUsR0FBRyxFQUFFLE1BQU0sQ0FBQyxHQUFHLEVBQUUsQ0FBQztJQUM3RixJQUFJLENBQUMsT0FBTyxFQUFFLENBQUM7UUFDYixNQUFNLElBQUEsbUNBQXNCLEVBQUMsU0FBUyxDQUFDLENBQUMsR0FBRyxDQUFDO1lBQzFDLEtBQUssRUFBRTtnQkFDTCxRQUFRLEVBQUU7b0JBQ1I7d0JBQ0UsS0FBSyxFQUFFLE1BQU0sQ0FBQyxJQUFJO3dCQUNsQixNQUFNLEVBQUUsSUFBQSxnQkFBUSxFQUFDLE1BQU0sQ0FBQyxRQUFRLENBQUM7d0JBQ2pDLE1BQU0sRUFBRSxXQUFXO3dCQUNuQixRQUFRO3dCQUNSLGNBQWMsRUFBRSxDQUFDLEVBQUUsRUFBRSxFQUFFLGNBQWMsRUFBRSxDQUFDO3dCQUN4QyxPQUFPLEVBQUUsQ0FBQyxFQUFFLEtBQUssRUFBRSxRQUFRLEVBQUUsTUFBTSxFQUFFLENBQUMsTUFBTSxDQUFDLEdBQUcsQ0FBQyxFQUFFLENBQUM7d0JBQ3BELFFBQVEsRUFBRSxDQUFDLEVBQUUsS0FBSyxFQUFFLE1BQU0sQ0FBQyxJQUFJLEVBQUUsZ0JBQWdCLEVBQUUsS0FBSyxFQUFFLE9BQU8sRUFBRSxFQUFFLE1BQU0sRUFBRSxNQUFNLENBQUMsR0FBRyxFQUFFLEVBQUUsTUFBTSxFQUFFLENBQUMsRUFBRSxNQUFNLEVBQUUsTUFBTSxDQUFDLEtBQUssRUFBRSxhQUFhLEVBQUUsS0FBSyxFQUFFLENBQUMsRUFBRSxRQUFRLEVBQUUsQ0FBQztxQkFDaks7aUJBQ0Y7YUFDRjtTQUNGLENBQUMsQ0FBQztRQUNILE9BQU87SUFDVCxDQUFDO0lBQ0QsTUFBTSxJQUFBLG1DQUFzQixFQUFDLFNBQVMsQ0FBQyxDQUFDLEdBQUcsQ0FBQyxFQUFFLEtBQUssRUFBRSxFQUFFLFFBQVEsRUFBRSxFQUFFLEVBQUUsRUFBRSxPQUFPLENBQUMsRUFBRSxFQUFFLEVBQUUsTUFBTSxFQUFFLEVBQUUsS0FBSyxFQUFFLE1BQU0sQ0FBQyxJQUFJLEVBQUUsUUFBUSxFQUFFLGNBQWMsRUFBRSxDQUFDLEVBQUUsRUFBRSxFQUFFLGNBQWMsRUFBRSxDQUFDLEVBQUUsRUFBRSxFQUFFLENBQUMsQ0FBQztJQUM3SyxNQUFNLFNBQVMsR0FBRyxPQUFPLENBQUMsUUFBUSxFQUFFLENBQUMsQ0FBQyxDQUFDLEVBQUUsRUFBRSxDQUFDO0lBQzVDLElBQUksU0FBUyxFQUFFLENBQUM7UUFDZCxNQUFNLElBQUEsMENBQTZCLEVBQUMsU0FBUyxDQUFDLENBQUMsR0FBRyxDQUFDO1lBQ2pELEtBQUssRUFBRSxFQUFFLFFBQVEsRUFBRSxFQUFFLEVBQUUsRUFBRSxTQUFTLEVBQUUsRUFBRSxNQUFNLEVBQUUsRUFBRSxLQUFLLEVBQUUsTUFBTSxDQUFDLElBQUksRUFBRSxRQUFRLEVBQUUsTUFBTSxFQUFFLENBQUMsRUFBRSxNQUFNLEVBQUUsTUFBTSxDQUFDLEtBQUssRUFBRSxhQUFhLEVBQUUsS0FBSyxFQUFFLENBQUMsRUFBRSxFQUFFO1NBQzNJLENBQUMsQ0FBQztJQUNMLENBQUM7QUFDSCxDQUFDO0FBRUQscUdBQXFHO0FBQzlGLEtBQUssVUFBVSxpQkFBaUIsQ0FBQyxTQUEwQixFQUFFLGNBQXNCLEVBQUUsU0FBbUI7SUFDN0csTUFBTSxLQUFLLEdBQUcsU0FBUyxDQUFDLE9BQU8sQ0FBQyxpQ0FBeUIsQ0FBQyxLQUFLLENBQUMsQ0FBQztJQUNqRSxNQUFNLEVBQUUsSUFBSSxFQUFFLFFBQVEsRUFBRSxHQUFHLE1BQU0sS0FBSyxDQUFDLEtBQUssQ0FBQztRQUMzQyxNQUFNLEVBQUUsU0FBUztRQUNqQixNQUFNLEVBQUUsQ0FBQyxJQUFJLEVBQUUsVUFBVSxFQUFFLGFBQWEsRUFBRSxtQkFBbUIsQ0FBQztRQUM5RCxPQUFPLEVBQUUsRUFBRSxNQUFNLEVBQUUsU0FBUyxDQUFDLEdBQUcsQ0FBQyxnQkFBUSxDQUFDLEVBQUU7S0FDN0MsQ0FBQyxDQUFDO0lBQ0gsTUFBTSxLQUFLLEdBQUcsSUFBSSxHQUFHLEVBQTRELENBQUM7SUFDbEYsS0FBSyxNQUFNLE9BQU8sSUFBSSxRQUFRLEVBQUUsQ0FBQztRQUMvQixNQUFNLFFBQVEsR0FBRyxDQUFDLE9BQU8sQ0FBQyxRQUFRLElBQUksRUFBRSxDQUF1RCxDQUFDO1FBQ2hHLE1BQU0sU0FBUyxHQUFJLENBQUMsT0FBTyxDQUFDLGNBQWMsSUFBSSxFQUFFLENBQStCLENBQUMsSUFBSSxDQUFDLENBQUMsT0FBTyxFQUFFLEVBQUUsQ0FBQyxPQUFPLEVBQUUsRUFBRSxLQUFLLGNBQWMsQ0FBQyxDQUFDO1FBQ2xJLE1BQU0sU0FBUyxHQUFHLE9BQU8sQ0FBQyxRQUFRLEVBQUUsQ0FBQyxDQUFDLENBQUMsRUFBRSxFQUFFLENBQUM7UUFDNUMsSUFBSSxTQUFTLElBQUksU0FBUyxJQUFJLFFBQVEsQ0FBQyxTQUFTO1lBQUUsS0FBSyxDQUFDLEdBQUcsQ0FBQyxRQUFRLENBQUMsU0FBUyxFQUFFLEVBQUUsU0FBUyxFQUFFLEdBQUcsRUFBRSxRQUFRLENBQUMsR0FBRyxJQUFJLFVBQVUsRUFBRSxDQUFDLENBQUM7SUFDbEksQ0FBQztJQUNELE9BQU8sS0FBSyxDQUFDO0FBQ2YsQ0FBQyJ9
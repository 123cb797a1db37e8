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
/** Makes the course's product match the course: created, repriced, renamed, or deleted. */
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
    await (0, core_flows_1.updateProductsWorkflow)(container).run({ input: { selector: { id: product.id }, update: { title: course.name, metadata } } });
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
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJmaWxlIjoiY2F0YWxvZ3VlLmpzIiwic291cmNlUm9vdCI6IiIsInNvdXJjZXMiOlsiLi4vLi4vLi4vLi4vc3JjL2xpYi9jYXRhbG9ndWUudHMiXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6Ijs7O0FBb0JBLDhCQU1DO0FBdUJELGtDQWtCQztBQWVELDhDQW1DQztBQUdELDhDQWVDO0FBdklELDREQVVxQztBQUNyQyxxREFBK0U7QUFFL0UsdURBQXVEO0FBRXZELGtFQUFrRTtBQUNsRSxNQUFNLFdBQVcsR0FBRyxPQUFPLENBQUM7QUFDNUIsSUFBSSxXQUF3QyxDQUFDO0FBRTdDLCtGQUErRjtBQUMvRixTQUFnQixTQUFTLENBQUMsU0FBMEI7SUFDbEQsV0FBVyxLQUFLLFlBQVksQ0FBQyxTQUFTLENBQUMsQ0FBQyxLQUFLLENBQUMsQ0FBQyxLQUFjLEVBQUUsRUFBRTtRQUMvRCxXQUFXLEdBQUcsU0FBUyxDQUFDO1FBQ3hCLE1BQU0sS0FBSyxDQUFDO0lBQ2QsQ0FBQyxDQUFDLENBQUM7SUFDSCxPQUFPLFdBQVcsQ0FBQztBQUNyQixDQUFDO0FBRUQsS0FBSyxVQUFVLFlBQVksQ0FBQyxTQUEwQjtJQUNwRCxNQUFNLE9BQU8sR0FBRyxTQUFTLENBQUMsT0FBTyxDQUFDLGVBQU8sQ0FBQyxNQUFNLENBQUMsQ0FBQztJQUNsRCxNQUFNLENBQUMsUUFBUSxDQUFDLEdBQUcsTUFBTSxPQUFPLENBQUMsV0FBVyxDQUFDLEVBQUUsSUFBSSxFQUFFLFdBQVcsRUFBRSxDQUFDLENBQUM7SUFDcEUsSUFBSSxRQUFRO1FBQUUsT0FBTyxRQUFRLENBQUMsRUFBRSxDQUFDO0lBQ2pDLE1BQU0sTUFBTSxHQUFHLFNBQVMsQ0FBQyxPQUFPLENBQUMsZUFBTyxDQUFDLEtBQUssQ0FBQyxDQUFDO0lBQ2hELE1BQU0sQ0FBQyxLQUFLLENBQUMsR0FBRyxNQUFNLE1BQU0sQ0FBQyxVQUFVLEVBQUUsQ0FBQztJQUMxQyxJQUFJLEtBQUssRUFBRSxDQUFDO1FBQ1YsTUFBTSxJQUFBLGlDQUFvQixFQUFDLFNBQVMsQ0FBQyxDQUFDLEdBQUcsQ0FBQztZQUN4QyxLQUFLLEVBQUUsRUFBRSxRQUFRLEVBQUUsRUFBRSxFQUFFLEVBQUUsS0FBSyxDQUFDLEVBQUUsRUFBRSxFQUFFLE1BQU0sRUFBRSxFQUFFLG9CQUFvQixFQUFFLENBQUMsRUFBRSxhQUFhLEVBQUUsS0FBSyxFQUFFLFVBQVUsRUFBRSxJQUFJLEVBQUUsQ0FBQyxFQUFFLEVBQUU7U0FDdEgsQ0FBQyxDQUFDO0lBQ0wsQ0FBQztJQUNELE1BQU0sRUFBRSxNQUFNLEVBQUUsR0FBRyxNQUFNLElBQUEsa0NBQXFCLEVBQUMsU0FBUyxDQUFDLENBQUMsR0FBRyxDQUFDO1FBQzVELEtBQUssRUFBRSxFQUFFLE9BQU8sRUFBRSxDQUFDLEVBQUUsSUFBSSxFQUFFLFdBQVcsRUFBRSxhQUFhLEVBQUUsS0FBSyxFQUFFLFNBQVMsRUFBRSxDQUFDLElBQUksQ0FBQyxFQUFFLGlCQUFpQixFQUFFLENBQUMsb0NBQWtCLENBQUMsRUFBRSxDQUFDLEVBQUU7S0FDOUgsQ0FBQyxDQUFDO0lBQ0gsT0FBTyxNQUFNLENBQUMsQ0FBQyxDQUFFLENBQUMsRUFBRSxDQUFDO0FBQ3ZCLENBQUM7QUFFRCw0RkFBNEY7QUFDNUYsTUFBTSxXQUFXLEdBQUcsQ0FBQyxRQUFnQixFQUFFLEVBQUUsQ0FBQyxVQUFVLFFBQVEsRUFBRSxDQUFDO0FBRS9ELDBFQUEwRTtBQUNuRSxLQUFLLFVBQVUsV0FBVyxDQUFDLFNBQTBCLEVBQUUsTUFBb0M7SUFDaEcsTUFBTSxTQUFTLENBQUMsU0FBUyxDQUFDLENBQUM7SUFDM0IsTUFBTSxRQUFRLEdBQUcsU0FBUyxDQUFDLE9BQU8sQ0FBQyxlQUFPLENBQUMsYUFBYSxDQUFDLENBQUM7SUFDMUQsTUFBTSxPQUFPLEdBQUcsU0FBUyxDQUFDLE9BQU8sQ0FBQyxlQUFPLENBQUMsT0FBTyxDQUFDLENBQUM7SUFDbkQsSUFBSSxDQUFDLE9BQU8sQ0FBQyxHQUFHLE1BQU0sUUFBUSxDQUFDLGlCQUFpQixDQUFDLEVBQUUsSUFBSSxFQUFFLFdBQVcsQ0FBQyxNQUFNLENBQUMsRUFBRSxDQUFDLEVBQUUsQ0FBQyxDQUFDO0lBQ25GLElBQUksQ0FBQyxPQUFPLEVBQUUsQ0FBQztRQUNiLE1BQU0sRUFBRSxNQUFNLEVBQUUsR0FBRyxNQUFNLElBQUEsd0NBQTJCLEVBQUMsU0FBUyxDQUFDLENBQUMsR0FBRyxDQUFDO1lBQ2xFLEtBQUssRUFBRSxFQUFFLGlCQUFpQixFQUFFLENBQUMsRUFBRSxJQUFJLEVBQUUsV0FBVyxDQUFDLE1BQU0sQ0FBQyxFQUFFLENBQUMsRUFBRSxXQUFXLEVBQUUsTUFBTSxDQUFDLElBQUksRUFBRSxDQUFDLEVBQUU7U0FDM0YsQ0FBQyxDQUFDO1FBQ0gsT0FBTyxHQUFHLE1BQU0sQ0FBQyxDQUFDLENBQUUsQ0FBQztJQUN2QixDQUFDO0lBQ0QsSUFBSSxDQUFDLEdBQUcsQ0FBQyxHQUFHLE1BQU0sT0FBTyxDQUFDLFdBQVcsQ0FBQyxFQUFFLEtBQUssRUFBRSxXQUFXLENBQUMsTUFBTSxDQUFDLEVBQUUsQ0FBQyxFQUFFLElBQUksRUFBRSxhQUFhLEVBQUUsQ0FBQyxDQUFDO0lBQzlGLElBQUksQ0FBQyxHQUFHLEVBQUUsQ0FBQztRQUNULE1BQU0sRUFBRSxNQUFNLEVBQUUsR0FBRyxNQUFNLElBQUEsa0NBQXFCLEVBQUMsU0FBUyxDQUFDLENBQUMsR0FBRyxDQUFDLEVBQUUsS0FBSyxFQUFFLEVBQUUsUUFBUSxFQUFFLENBQUMsRUFBRSxLQUFLLEVBQUUsV0FBVyxDQUFDLE1BQU0sQ0FBQyxFQUFFLENBQUMsRUFBRSxJQUFJLEVBQUUsYUFBYSxFQUFFLFVBQVUsRUFBRSxRQUFRLEVBQUUsQ0FBQyxFQUFFLEVBQUUsQ0FBQyxDQUFDO1FBQ3ZLLEdBQUcsR0FBRyxNQUFNLENBQUMsQ0FBQyxDQUFFLENBQUM7UUFDakIsTUFBTSxJQUFBLDhDQUFpQyxFQUFDLFNBQVMsQ0FBQyxDQUFDLEdBQUcsQ0FBQyxFQUFFLEtBQUssRUFBRSxFQUFFLEVBQUUsRUFBRSxHQUFHLENBQUMsRUFBRSxFQUFFLEdBQUcsRUFBRSxDQUFDLE9BQU8sQ0FBQyxFQUFFLENBQUMsRUFBRSxFQUFFLENBQUMsQ0FBQztJQUN2RyxDQUFDO0lBQ0QsT0FBTyxFQUFFLGNBQWMsRUFBRSxPQUFRLENBQUMsRUFBRSxFQUFFLGNBQWMsRUFBRSxHQUFJLENBQUMsS0FBSyxFQUFFLENBQUM7QUFDckUsQ0FBQztBQVdELDRFQUE0RTtBQUNyRSxNQUFNLFFBQVEsR0FBRyxDQUFDLFFBQWdCLEVBQUUsRUFBRSxDQUFDLFVBQVUsUUFBUSxFQUFFLENBQUM7QUFBdEQsUUFBQSxRQUFRLFlBQThDO0FBRW5FLDJGQUEyRjtBQUNwRixLQUFLLFVBQVUsaUJBQWlCLENBQUMsU0FBMEIsRUFBRSxjQUFzQixFQUFFLE1BQXFCO0lBQy9HLE1BQU0sS0FBSyxHQUFHLFNBQVMsQ0FBQyxPQUFPLENBQUMsaUNBQXlCLENBQUMsS0FBSyxDQUFDLENBQUM7SUFDakUsTUFBTSxFQUNKLElBQUksRUFBRSxDQUFDLE9BQU8sQ0FBQyxHQUNoQixHQUFHLE1BQU0sS0FBSyxDQUFDLEtBQUssQ0FBQyxFQUFFLE1BQU0sRUFBRSxTQUFTLEVBQUUsTUFBTSxFQUFFLENBQUMsSUFBSSxFQUFFLGFBQWEsRUFBRSxtQkFBbUIsQ0FBQyxFQUFFLE9BQU8sRUFBRSxFQUFFLE1BQU0sRUFBRSxJQUFBLGdCQUFRLEVBQUMsTUFBTSxDQUFDLFFBQVEsQ0FBQyxFQUFFLEVBQUUsQ0FBQyxDQUFDO0lBQ2pKLElBQUksQ0FBQyxNQUFNLENBQUMsT0FBTyxFQUFFLENBQUM7UUFDcEIsSUFBSSxPQUFPO1lBQUUsTUFBTSxJQUFBLG1DQUFzQixFQUFDLFNBQVMsQ0FBQyxDQUFDLEdBQUcsQ0FBQyxFQUFFLEtBQUssRUFBRSxFQUFFLEdBQUcsRUFBRSxDQUFDLE9BQU8sQ0FBQyxFQUFFLENBQUMsRUFBRSxFQUFFLENBQUMsQ0FBQztRQUMzRixPQUFPO0lBQ1QsQ0FBQztJQUNELE1BQU0sUUFBUSxHQUFHLEVBQUUsU0FBUyxFQUFFLE1BQU0sQ0FBQyxRQUFRLEVBQUUsU0FBUyxFQUFFLE1BQU0sQ0FBQyxRQUFRLEVBQUUsR0FBRyxFQUFFLE1BQU0sQ0FBQyxHQUFHLEVBQUUsQ0FBQztJQUM3RixJQUFJLENBQUMsT0FBTyxFQUFFLENBQUM7UUFDYixNQUFNLElBQUEsbUNBQXNCLEVBQUMsU0FBUyxDQUFDLENBQUMsR0FBRyxDQUFDO1lBQzFDLEtBQUssRUFBRTtnQkFDTCxRQUFRLEVBQUU7b0JBQ1I7d0JBQ0UsS0FBSyxFQUFFLE1BQU0sQ0FBQyxJQUFJO3dCQUNsQixNQUFNLEVBQUUsSUFBQSxnQkFBUSxFQUFDLE1BQU0sQ0FBQyxRQUFRLENBQUM7d0JBQ2pDLE1BQU0sRUFBRSxXQUFXO3dCQUNuQixRQUFRO3dCQUNSLGNBQWMsRUFBRSxDQUFDLEVBQUUsRUFBRSxFQUFFLGNBQWMsRUFBRSxDQUFDO3dCQUN4QyxPQUFPLEVBQUUsQ0FBQyxFQUFFLEtBQUssRUFBRSxRQUFRLEVBQUUsTUFBTSxFQUFFLENBQUMsTUFBTSxDQUFDLEdBQUcsQ0FBQyxFQUFFLENBQUM7d0JBQ3BELFFBQVEsRUFBRSxDQUFDLEVBQUUsS0FBSyxFQUFFLE1BQU0sQ0FBQyxJQUFJLEVBQUUsZ0JBQWdCLEVBQUUsS0FBSyxFQUFFLE9BQU8sRUFBRSxFQUFFLE1BQU0sRUFBRSxNQUFNLENBQUMsR0FBRyxFQUFFLEVBQUUsTUFBTSxFQUFFLENBQUMsRUFBRSxNQUFNLEVBQUUsTUFBTSxDQUFDLEtBQUssRUFBRSxhQUFhLEVBQUUsS0FBSyxFQUFFLENBQUMsRUFBRSxRQUFRLEVBQUUsQ0FBQztxQkFDaks7aUJBQ0Y7YUFDRjtTQUNGLENBQUMsQ0FBQztRQUNILE9BQU87SUFDVCxDQUFDO0lBQ0QsTUFBTSxJQUFBLG1DQUFzQixFQUFDLFNBQVMsQ0FBQyxDQUFDLEdBQUcsQ0FBQyxFQUFFLEtBQUssRUFBRSxFQUFFLFFBQVEsRUFBRSxFQUFFLEVBQUUsRUFBRSxPQUFPLENBQUMsRUFBRSxFQUFFLEVBQUUsTUFBTSxFQUFFLEVBQUUsS0FBSyxFQUFFLE1BQU0sQ0FBQyxJQUFJLEVBQUUsUUFBUSxFQUFFLEVBQUUsRUFBRSxDQUFDLENBQUM7SUFDbkksTUFBTSxTQUFTLEdBQUcsT0FBTyxDQUFDLFFBQVEsRUFBRSxDQUFDLENBQUMsQ0FBQyxFQUFFLEVBQUUsQ0FBQztJQUM1QyxJQUFJLFNBQVMsRUFBRSxDQUFDO1FBQ2QsTUFBTSxJQUFBLDBDQUE2QixFQUFDLFNBQVMsQ0FBQyxDQUFDLEdBQUcsQ0FBQztZQUNqRCxLQUFLLEVBQUUsRUFBRSxRQUFRLEVBQUUsRUFBRSxFQUFFLEVBQUUsU0FBUyxFQUFFLEVBQUUsTUFBTSxFQUFFLEVBQUUsS0FBSyxFQUFFLE1BQU0sQ0FBQyxJQUFJLEVBQUUsUUFBUSxFQUFFLE1BQU0sRUFBRSxDQUFDLEVBQUUsTUFBTSxFQUFFLE1BQU0sQ0FBQyxLQUFLLEVBQUUsYUFBYSxFQUFFLEtBQUssRUFBRSxDQUFDLEVBQUUsRUFBRTtTQUMzSSxDQUFDLENBQUM7SUFDTCxDQUFDO0FBQ0gsQ0FBQztBQUVELHFHQUFxRztBQUM5RixLQUFLLFVBQVUsaUJBQWlCLENBQUMsU0FBMEIsRUFBRSxjQUFzQixFQUFFLFNBQW1CO0lBQzdHLE1BQU0sS0FBSyxHQUFHLFNBQVMsQ0FBQyxPQUFPLENBQUMsaUNBQXlCLENBQUMsS0FBSyxDQUFDLENBQUM7SUFDakUsTUFBTSxFQUFFLElBQUksRUFBRSxRQUFRLEVBQUUsR0FBRyxNQUFNLEtBQUssQ0FBQyxLQUFLLENBQUM7UUFDM0MsTUFBTSxFQUFFLFNBQVM7UUFDakIsTUFBTSxFQUFFLENBQUMsSUFBSSxFQUFFLFVBQVUsRUFBRSxhQUFhLEVBQUUsbUJBQW1CLENBQUM7UUFDOUQsT0FBTyxFQUFFLEVBQUUsTUFBTSxFQUFFLFNBQVMsQ0FBQyxHQUFHLENBQUMsZ0JBQVEsQ0FBQyxFQUFFO0tBQzdDLENBQUMsQ0FBQztJQUNILE1BQU0sS0FBSyxHQUFHLElBQUksR0FBRyxFQUE0RCxDQUFDO0lBQ2xGLEtBQUssTUFBTSxPQUFPLElBQUksUUFBUSxFQUFFLENBQUM7UUFDL0IsTUFBTSxRQUFRLEdBQUcsQ0FBQyxPQUFPLENBQUMsUUFBUSxJQUFJLEVBQUUsQ0FBdUQsQ0FBQztRQUNoRyxNQUFNLFNBQVMsR0FBSSxDQUFDLE9BQU8sQ0FBQyxjQUFjLElBQUksRUFBRSxDQUErQixDQUFDLElBQUksQ0FBQyxDQUFDLE9BQU8sRUFBRSxFQUFFLENBQUMsT0FBTyxFQUFFLEVBQUUsS0FBSyxjQUFjLENBQUMsQ0FBQztRQUNsSSxNQUFNLFNBQVMsR0FBRyxPQUFPLENBQUMsUUFBUSxFQUFFLENBQUMsQ0FBQyxDQUFDLEVBQUUsRUFBRSxDQUFDO1FBQzVDLElBQUksU0FBUyxJQUFJLFNBQVMsSUFBSSxRQUFRLENBQUMsU0FBUztZQUFFLEtBQUssQ0FBQyxHQUFHLENBQUMsUUFBUSxDQUFDLFNBQVMsRUFBRSxFQUFFLFNBQVMsRUFBRSxHQUFHLEVBQUUsUUFBUSxDQUFDLEdBQUcsSUFBSSxVQUFVLEVBQUUsQ0FBQyxDQUFDO0lBQ2xJLENBQUM7SUFDRCxPQUFPLEtBQUssQ0FBQztBQUNmLENBQUMifQ==
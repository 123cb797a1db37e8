"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.POST = POST;
const zod_1 = require("zod");
const catalogue_1 = require("../../../lib/catalogue");
const respond_1 = require("../../../lib/respond");
const ZSync = zod_1.z.object({
    salesChannelId: zod_1.z.string().min(1),
    course: zod_1.z.object({
        tenantId: zod_1.z.string().uuid(),
        courseId: zod_1.z.string().uuid(),
        name: zod_1.z.string().max(300),
        price: zod_1.z.number().nonnegative(),
        per: zod_1.z.enum(['week', 'month', 'day', 'year', 'lifetime', 'session']),
        forSale: zod_1.z.boolean(),
    }),
});
/** POST /halaqa/products {salesChannelId, course} → the course's product matches the course. */
async function POST(req, res) {
    await (0, respond_1.respond)(res, ZSync, req.body, async ({ salesChannelId, course }) => {
        await (0, catalogue_1.syncCourseProduct)(req.scope, salesChannelId, course);
        return { ok: true };
    });
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJmaWxlIjoicm91dGUuanMiLCJzb3VyY2VSb290IjoiIiwic291cmNlcyI6WyIuLi8uLi8uLi8uLi8uLi8uLi9zcmMvYXBpL2hhbGFxYS9wcm9kdWN0cy9yb3V0ZS50cyJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiOztBQWtCQSxvQkFLQztBQXRCRCw2QkFBd0I7QUFDeEIsc0RBQTJEO0FBQzNELGtEQUErQztBQUUvQyxNQUFNLEtBQUssR0FBRyxPQUFDLENBQUMsTUFBTSxDQUFDO0lBQ3JCLGNBQWMsRUFBRSxPQUFDLENBQUMsTUFBTSxFQUFFLENBQUMsR0FBRyxDQUFDLENBQUMsQ0FBQztJQUNqQyxNQUFNLEVBQUUsT0FBQyxDQUFDLE1BQU0sQ0FBQztRQUNmLFFBQVEsRUFBRSxPQUFDLENBQUMsTUFBTSxFQUFFLENBQUMsSUFBSSxFQUFFO1FBQzNCLFFBQVEsRUFBRSxPQUFDLENBQUMsTUFBTSxFQUFFLENBQUMsSUFBSSxFQUFFO1FBQzNCLElBQUksRUFBRSxPQUFDLENBQUMsTUFBTSxFQUFFLENBQUMsR0FBRyxDQUFDLEdBQUcsQ0FBQztRQUN6QixLQUFLLEVBQUUsT0FBQyxDQUFDLE1BQU0sRUFBRSxDQUFDLFdBQVcsRUFBRTtRQUMvQixHQUFHLEVBQUUsT0FBQyxDQUFDLElBQUksQ0FBQyxDQUFDLE1BQU0sRUFBRSxPQUFPLEVBQUUsS0FBSyxFQUFFLE1BQU0sRUFBRSxVQUFVLEVBQUUsU0FBUyxDQUFDLENBQUM7UUFDcEUsT0FBTyxFQUFFLE9BQUMsQ0FBQyxPQUFPLEVBQUU7S0FDckIsQ0FBQztDQUNILENBQUMsQ0FBQztBQUVILGdHQUFnRztBQUN6RixLQUFLLFVBQVUsSUFBSSxDQUFDLEdBQWtCLEVBQUUsR0FBbUI7SUFDaEUsTUFBTSxJQUFBLGlCQUFPLEVBQUMsR0FBRyxFQUFFLEtBQUssRUFBRSxHQUFHLENBQUMsSUFBSSxFQUFFLEtBQUssRUFBRSxFQUFFLGNBQWMsRUFBRSxNQUFNLEVBQUUsRUFBRSxFQUFFO1FBQ3ZFLE1BQU0sSUFBQSw2QkFBaUIsRUFBQyxHQUFHLENBQUMsS0FBSyxFQUFFLGNBQWMsRUFBRSxNQUFNLENBQUMsQ0FBQztRQUMzRCxPQUFPLEVBQUUsRUFBRSxFQUFFLElBQUksRUFBRSxDQUFDO0lBQ3RCLENBQUMsQ0FBQyxDQUFDO0FBQ0wsQ0FBQyJ9
"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.POST = POST;
const zod_1 = require("zod");
const catalogue_1 = require("../../../lib/catalogue");
const respond_1 = require("../../../lib/respond");
/** POST /halaqa/stores {tenantId, name} → the site's {salesChannelId, publishableKey}, created once. */
async function POST(req, res) {
    await (0, respond_1.respond)(res, zod_1.z.object({ tenantId: zod_1.z.string().uuid(), name: zod_1.z.string().min(1).max(200) }), req.body, ({ tenantId, name }) => (0, catalogue_1.ensureStore)(req.scope, { id: tenantId, name }));
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJmaWxlIjoicm91dGUuanMiLCJzb3VyY2VSb290IjoiIiwic291cmNlcyI6WyIuLi8uLi8uLi8uLi8uLi8uLi9zcmMvYXBpL2hhbGFxYS9zdG9yZXMvcm91dGUudHMiXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6Ijs7QUFNQSxvQkFFQztBQVBELDZCQUF3QjtBQUN4QixzREFBcUQ7QUFDckQsa0RBQStDO0FBRS9DLHdHQUF3RztBQUNqRyxLQUFLLFVBQVUsSUFBSSxDQUFDLEdBQWtCLEVBQUUsR0FBbUI7SUFDaEUsTUFBTSxJQUFBLGlCQUFPLEVBQUMsR0FBRyxFQUFFLE9BQUMsQ0FBQyxNQUFNLENBQUMsRUFBRSxRQUFRLEVBQUUsT0FBQyxDQUFDLE1BQU0sRUFBRSxDQUFDLElBQUksRUFBRSxFQUFFLElBQUksRUFBRSxPQUFDLENBQUMsTUFBTSxFQUFFLENBQUMsR0FBRyxDQUFDLENBQUMsQ0FBQyxDQUFDLEdBQUcsQ0FBQyxHQUFHLENBQUMsRUFBRSxDQUFDLEVBQUUsR0FBRyxDQUFDLElBQUksRUFBRSxDQUFDLEVBQUUsUUFBUSxFQUFFLElBQUksRUFBRSxFQUFFLEVBQUUsQ0FBQyxJQUFBLHVCQUFXLEVBQUMsR0FBRyxDQUFDLEtBQUssRUFBRSxFQUFFLEVBQUUsRUFBRSxRQUFRLEVBQUUsSUFBSSxFQUFFLENBQUMsQ0FBQyxDQUFDO0FBQ3BMLENBQUMifQ==
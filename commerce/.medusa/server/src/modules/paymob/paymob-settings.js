"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PAYMOB_VARIABLES = void 0;
exports.parsePaymobSettings = parsePaymobSettings;
const zod_1 = require("zod");
const half_configuration_1 = require("@halaqa/shared/half-configuration");
/**
 * Paymob's settings, validated once: all five variables or none. The platform collects payments
 * for every site through one Paymob account; without the variables `pnpm start` runs the local
 * test double instead (infra/src/testing/paymob-stub.ts).
 */
exports.PAYMOB_VARIABLES = ['PAYMOB_SECRET_KEY', 'PAYMOB_PUBLIC_KEY', 'PAYMOB_HMAC_SECRET', 'PAYMOB_INTEGRATION_IDS', 'PAYMOB_API_URL'];
/** An empty value counts as unset, so `PAYMOB_API_URL=` in an env file means "none". */
const unsetWhenEmpty = (value) => (value === '' ? undefined : value);
const optionalText = zod_1.z.preprocess(unsetWhenEmpty, zod_1.z.string().optional());
const ZPaymobEnv = zod_1.z
    .object({
    PAYMOB_SECRET_KEY: optionalText,
    PAYMOB_PUBLIC_KEY: optionalText,
    PAYMOB_HMAC_SECRET: optionalText,
    PAYMOB_INTEGRATION_IDS: zod_1.z.preprocess(unsetWhenEmpty, zod_1.z
        .string()
        .regex(/^\s*\d+\s*(,\s*\d+\s*)*$/, { error: 'PAYMOB_INTEGRATION_IDS must be comma-separated integers such as 4097558,4097559' })
        .optional()),
    PAYMOB_API_URL: zod_1.z.preprocess(unsetWhenEmpty, zod_1.z.url({ protocol: /^https?$/, error: 'PAYMOB_API_URL must be an http(s) URL such as https://accept.paymob.com' }).optional()),
})
    .superRefine((env, ctx) => {
    const half = (0, half_configuration_1.halfConfigurationOf)(env, {
        service: 'Paymob',
        required: exports.PAYMOB_VARIABLES,
        advice: `Set all of ${exports.PAYMOB_VARIABLES.join(', ')} to take real payments, or none of them to use the local Paymob test double.`,
    });
    if (half)
        ctx.addIssue({ code: 'custom', path: [half.variable], message: half.message });
})
    .transform((env) => env.PAYMOB_SECRET_KEY && env.PAYMOB_PUBLIC_KEY && env.PAYMOB_HMAC_SECRET && env.PAYMOB_INTEGRATION_IDS && env.PAYMOB_API_URL
    ? {
        secretKey: env.PAYMOB_SECRET_KEY,
        publicKey: env.PAYMOB_PUBLIC_KEY,
        hmacSecret: env.PAYMOB_HMAC_SECRET,
        integrationIds: env.PAYMOB_INTEGRATION_IDS.split(',').map((id) => Number(id.trim())),
        apiUrl: env.PAYMOB_API_URL.replace(/\/+$/, ''),
    }
    : null);
/** Paymob's settings from `source`; null when none are set; an error naming every bad variable. */
function parsePaymobSettings(source) {
    const result = ZPaymobEnv.safeParse(source);
    if (!result.success) {
        const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n  ');
        throw new Error(`Invalid Paymob settings:\n  ${problems}`);
    }
    return result.data;
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJmaWxlIjoicGF5bW9iLXNldHRpbmdzLmpzIiwic291cmNlUm9vdCI6IiIsInNvdXJjZXMiOlsiLi4vLi4vLi4vLi4vLi4vc3JjL21vZHVsZXMvcGF5bW9iL3BheW1vYi1zZXR0aW5ncy50cyJdLCJuYW1lcyI6W10sIm1hcHBpbmdzIjoiOzs7QUEyREEsa0RBT0M7QUFsRUQsNkJBQXdCO0FBQ3hCLDBFQUF3RTtBQUV4RTs7OztHQUlHO0FBQ1UsUUFBQSxnQkFBZ0IsR0FBRyxDQUFDLG1CQUFtQixFQUFFLG1CQUFtQixFQUFFLG9CQUFvQixFQUFFLHdCQUF3QixFQUFFLGdCQUFnQixDQUFVLENBQUM7QUFZdEosd0ZBQXdGO0FBQ3hGLE1BQU0sY0FBYyxHQUFHLENBQUMsS0FBYyxFQUFFLEVBQUUsQ0FBQyxDQUFDLEtBQUssS0FBSyxFQUFFLENBQUMsQ0FBQyxDQUFDLFNBQVMsQ0FBQyxDQUFDLENBQUMsS0FBSyxDQUFDLENBQUM7QUFDOUUsTUFBTSxZQUFZLEdBQUcsT0FBQyxDQUFDLFVBQVUsQ0FBQyxjQUFjLEVBQUUsT0FBQyxDQUFDLE1BQU0sRUFBRSxDQUFDLFFBQVEsRUFBRSxDQUFDLENBQUM7QUFFekUsTUFBTSxVQUFVLEdBQUcsT0FBQztLQUNqQixNQUFNLENBQUM7SUFDTixpQkFBaUIsRUFBRSxZQUFZO0lBQy9CLGlCQUFpQixFQUFFLFlBQVk7SUFDL0Isa0JBQWtCLEVBQUUsWUFBWTtJQUNoQyxzQkFBc0IsRUFBRSxPQUFDLENBQUMsVUFBVSxDQUNsQyxjQUFjLEVBQ2QsT0FBQztTQUNFLE1BQU0sRUFBRTtTQUNSLEtBQUssQ0FBQywwQkFBMEIsRUFBRSxFQUFFLEtBQUssRUFBRSxpRkFBaUYsRUFBRSxDQUFDO1NBQy9ILFFBQVEsRUFBRSxDQUNkO0lBQ0QsY0FBYyxFQUFFLE9BQUMsQ0FBQyxVQUFVLENBQUMsY0FBYyxFQUFFLE9BQUMsQ0FBQyxHQUFHLENBQUMsRUFBRSxRQUFRLEVBQUUsVUFBVSxFQUFFLEtBQUssRUFBRSx5RUFBeUUsRUFBRSxDQUFDLENBQUMsUUFBUSxFQUFFLENBQUM7Q0FDM0ssQ0FBQztLQUNELFdBQVcsQ0FBQyxDQUFDLEdBQUcsRUFBRSxHQUFHLEVBQUUsRUFBRTtJQUN4QixNQUFNLElBQUksR0FBRyxJQUFBLHdDQUFtQixFQUFDLEdBQUcsRUFBRTtRQUNwQyxPQUFPLEVBQUUsUUFBUTtRQUNqQixRQUFRLEVBQUUsd0JBQWdCO1FBQzFCLE1BQU0sRUFBRSxjQUFjLHdCQUFnQixDQUFDLElBQUksQ0FBQyxJQUFJLENBQUMsOEVBQThFO0tBQ2hJLENBQUMsQ0FBQztJQUNILElBQUksSUFBSTtRQUFFLEdBQUcsQ0FBQyxRQUFRLENBQUMsRUFBRSxJQUFJLEVBQUUsUUFBUSxFQUFFLElBQUksRUFBRSxDQUFDLElBQUksQ0FBQyxRQUFRLENBQUMsRUFBRSxPQUFPLEVBQUUsSUFBSSxDQUFDLE9BQU8sRUFBRSxDQUFDLENBQUM7QUFDM0YsQ0FBQyxDQUFDO0tBQ0QsU0FBUyxDQUFDLENBQUMsR0FBRyxFQUF5QixFQUFFLENBQ3hDLEdBQUcsQ0FBQyxpQkFBaUIsSUFBSSxHQUFHLENBQUMsaUJBQWlCLElBQUksR0FBRyxDQUFDLGtCQUFrQixJQUFJLEdBQUcsQ0FBQyxzQkFBc0IsSUFBSSxHQUFHLENBQUMsY0FBYztJQUMxSCxDQUFDLENBQUM7UUFDRSxTQUFTLEVBQUUsR0FBRyxDQUFDLGlCQUFpQjtRQUNoQyxTQUFTLEVBQUUsR0FBRyxDQUFDLGlCQUFpQjtRQUNoQyxVQUFVLEVBQUUsR0FBRyxDQUFDLGtCQUFrQjtRQUNsQyxjQUFjLEVBQUUsR0FBRyxDQUFDLHNCQUFzQixDQUFDLEtBQUssQ0FBQyxHQUFHLENBQUMsQ0FBQyxHQUFHLENBQUMsQ0FBQyxFQUFFLEVBQUUsRUFBRSxDQUFDLE1BQU0sQ0FBQyxFQUFFLENBQUMsSUFBSSxFQUFFLENBQUMsQ0FBQztRQUNwRixNQUFNLEVBQUUsR0FBRyxDQUFDLGNBQWMsQ0FBQyxPQUFPLENBQUMsTUFBTSxFQUFFLEVBQUUsQ0FBQztLQUMvQztJQUNILENBQUMsQ0FBQyxJQUFJLENBQ1QsQ0FBQztBQUVKLG1HQUFtRztBQUNuRyxTQUFnQixtQkFBbUIsQ0FBQyxNQUEwQztJQUM1RSxNQUFNLE1BQU0sR0FBRyxVQUFVLENBQUMsU0FBUyxDQUFDLE1BQU0sQ0FBQyxDQUFDO0lBQzVDLElBQUksQ0FBQyxNQUFNLENBQUMsT0FBTyxFQUFFLENBQUM7UUFDcEIsTUFBTSxRQUFRLEdBQUcsTUFBTSxDQUFDLEtBQUssQ0FBQyxNQUFNLENBQUMsR0FBRyxDQUFDLENBQUMsS0FBSyxFQUFFLEVBQUUsQ0FBQyxHQUFHLEtBQUssQ0FBQyxJQUFJLENBQUMsSUFBSSxDQUFDLEdBQUcsQ0FBQyxLQUFLLEtBQUssQ0FBQyxPQUFPLEVBQUUsQ0FBQyxDQUFDLElBQUksQ0FBQyxNQUFNLENBQUMsQ0FBQztRQUM5RyxNQUFNLElBQUksS0FBSyxDQUFDLCtCQUErQixRQUFRLEVBQUUsQ0FBQyxDQUFDO0lBQzdELENBQUM7SUFDRCxPQUFPLE1BQU0sQ0FBQyxJQUFJLENBQUM7QUFDckIsQ0FBQyJ9
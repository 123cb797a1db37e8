"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const utils_1 = require("@medusajs/framework/utils");
const paymob_provider_1 = require("./paymob-provider");
/** Paymob (EGP) as a Medusa payment provider: its id in a region is `pp_paymob_paymob`. */
exports.default = (0, utils_1.ModuleProvider)(utils_1.Modules.PAYMENT, { services: [paymob_provider_1.PaymobProviderService] });
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJmaWxlIjoiaW5kZXguanMiLCJzb3VyY2VSb290IjoiIiwic291cmNlcyI6WyIuLi8uLi8uLi8uLi8uLi9zcmMvbW9kdWxlcy9wYXltb2IvaW5kZXgudHMiXSwibmFtZXMiOltdLCJtYXBwaW5ncyI6Ijs7QUFBQSxxREFBb0U7QUFDcEUsdURBQTBEO0FBRTFELDJGQUEyRjtBQUMzRixrQkFBZSxJQUFBLHNCQUFjLEVBQUMsZUFBTyxDQUFDLE9BQU8sRUFBRSxFQUFFLFFBQVEsRUFBRSxDQUFDLHVDQUFxQixDQUFDLEVBQUUsQ0FBQyxDQUFDIn0=
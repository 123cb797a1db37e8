"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.HalaqaRefusal = void 0;
/**
 * A refusal the site turns back into its own error (cms/services/commerce/medusa-commerce.ts):
 * the code is one of Halaqa's AppError codes.
 */
class HalaqaRefusal extends Error {
    constructor(code, status) {
        super(code);
        this.code = code;
        this.status = status;
        this.name = 'HalaqaRefusal';
    }
}
exports.HalaqaRefusal = HalaqaRefusal;
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJmaWxlIjoicm91dGUtZXJyb3IuanMiLCJzb3VyY2VSb290IjoiIiwic291cmNlcyI6WyIuLi8uLi8uLi8uLi9zcmMvbGliL3JvdXRlLWVycm9yLnRzIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiI7OztBQUFBOzs7R0FHRztBQUNILE1BQWEsYUFBYyxTQUFRLEtBQUs7SUFDdEMsWUFDVyxJQUFpSSxFQUNqSSxNQUFjO1FBRXZCLEtBQUssQ0FBQyxJQUFJLENBQUMsQ0FBQztRQUhILFNBQUksR0FBSixJQUFJLENBQTZIO1FBQ2pJLFdBQU0sR0FBTixNQUFNLENBQVE7UUFHdkIsSUFBSSxDQUFDLElBQUksR0FBRyxlQUFlLENBQUM7SUFDOUIsQ0FBQztDQUNGO0FBUkQsc0NBUUMifQ==
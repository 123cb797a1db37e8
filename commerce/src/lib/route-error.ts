/**
 * A refusal the site turns back into its own error (cms/services/commerce/medusa-commerce.ts):
 * the code is one of Halaqa's AppError codes.
 */
export class HalaqaRefusal extends Error {
  constructor(
    readonly code: 'NOT_FOR_SALE' | 'TRANSACTION_TOO_OLD' | 'TRANSACTION_OTHER_ACCOUNT' | 'PAYMENT_NOT_CONFIRMED' | 'INVOICE_ALREADY_PAID' | 'NOT_FOUND' | 'VALIDATION',
    readonly status: number,
  ) {
    super(code);
    this.name = 'HalaqaRefusal';
  }
}

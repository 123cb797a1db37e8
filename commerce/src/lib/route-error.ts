/**
 * A refusal the site turns back into its own error (cms/services/commerce/medusa-commerce.ts):
 * the code is one of Halaqa's AppError codes, or `CARD_DECLINED` (a saved card that did not pay,
 * which the site reads as PAYMENT_NOT_CONFIRMED) or `PAYS_AN_ORDER` (a transaction to be refunded by
 * its order instead).
 */
export class HalaqaRefusal extends Error {
  constructor(
    readonly code:
      | 'NOT_FOR_SALE'
      | 'TRANSACTION_TOO_OLD'
      | 'TRANSACTION_OTHER_ACCOUNT'
      | 'PAYMENT_NOT_CONFIRMED'
      | 'CARD_DECLINED'
      | 'PAYS_AN_ORDER'
      | 'INVOICE_ALREADY_PAID'
      | 'PAYMENTS_UNAVAILABLE'
      | 'NOT_FOUND'
      | 'VALIDATION',
    readonly status: number,
  ) {
    super(code);
    this.name = 'HalaqaRefusal';
  }
}

import type { Language, Translate } from '@halaqa/shared/i18n/index';
import { printPdf } from './pdf-printer';
import type { OrderReceiptDocument, ReceiptDocument } from '@halaqa/shared/receipt-document';
import { orderReceiptHtml, receiptHtml } from './receipt-html';

/**
 * A site owner's receipt for a platform plan (issue #12) as an A4 portrait PDF. The page needs
 * nothing from outside, so the printer is given no way to answer a request: all are refused.
 */
export function renderReceiptPdf(receipt: ReceiptDocument, t: Translate, language: Language): Promise<Buffer> {
  return printPdf(receiptHtml(receipt, t, language), { orientation: 'portrait' });
}

/** A buyer's receipt for an order of a site's courses (issue #44) as an A4 portrait PDF. */
export function renderOrderReceiptPdf(receipt: OrderReceiptDocument, t: Translate, language: Language): Promise<Buffer> {
  return printPdf(orderReceiptHtml(receipt, t, language), { orientation: 'portrait' });
}

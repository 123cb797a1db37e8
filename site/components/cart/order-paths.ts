/** Where a buyer finds an order they paid: its thank-you page, by the gateway's transaction id (pages/thank-you.astro). */
export const thankYouPath = (transactionId: string) => `/thank-you?transaction=${encodeURIComponent(transactionId)}`;

/** Its receipt as a PDF, by the number the buyer sees ("R-000042"; pages/api/payments/receipt/[number].ts). */
export const receiptPath = (orderNumber: string) => `/api/payments/receipt/${orderNumber}`;

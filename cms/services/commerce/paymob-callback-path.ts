/** Where the gateway sends the buyer back and posts its callback: the site's configured domain. */
export const PAYMOB_CALLBACK_PATH = '/api/payments/paymob/callback';

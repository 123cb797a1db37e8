import { createHmac } from 'node:crypto';

/** Paymob's documented HMAC field order for transaction callbacks. */
const HMAC_FIELDS = [
  'amount_cents', 'created_at', 'currency', 'error_occured', 'has_parent_transaction', 'id', 'integration_id', 'is_3d_secure', 'is_auth',
  'is_capture', 'is_refunded', 'is_standalone_payment', 'is_voided', 'order.id', 'owner', 'pending', 'source_data.pan', 'source_data.sub_type',
  'source_data.type', 'success',
];

/** Paymob's HMAC field order for card token callbacks (commerce/src/modules/paymob/README.md). */
const TOKEN_HMAC_FIELDS = ['card_subtype', 'created_at', 'email', 'id', 'masked_pan', 'merchant_id', 'order_id', 'token'];

/** An object's leaves by dotted path (`source_data.pan`), as strings; null and undefined become ''. */
export function flatten(value: unknown, prefix = '', into: Record<string, string> = {}): Record<string, string> {
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into[prefix] = value === null || value === undefined ? '' : String(value);
  }
  return into;
}

export interface PaymobSigner {
  /** The HMAC Paymob sends with a transaction object. */
  sign(obj: Record<string, unknown>): string;
  /** The HMAC Paymob sends with a card token object. */
  signCardToken(obj: Record<string, unknown>): string;
}

/** Paymob's callback HMACs (SHA-512 of the fields' values in its order) with the account's HMAC secret. */
export function paymobSigner(hmacSecret: string): PaymobSigner {
  const signWith = (fields: string[]) => (obj: Record<string, unknown>) => {
    const flat = flatten(obj);
    return createHmac('sha512', hmacSecret).update(fields.map((field) => flat[field] ?? '').join('')).digest('hex');
  };
  return { sign: signWith(HMAC_FIELDS), signCardToken: signWith(TOKEN_HMAC_FIELDS) };
}

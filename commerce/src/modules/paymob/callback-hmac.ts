import { createHmac, timingSafeEqual } from 'node:crypto';
import { instantsOfWallTime } from '@halaqa/shared/wall-time';

/**
 * Verifies Paymob's transaction callbacks: the processed callback (POST JSON
 * `{ type: 'TRANSACTION', obj }` to the intention's notification_url) and the response callback
 * (the browser's GET to the redirection_url). Paymob signs neither the body nor the URL, but
 * HMAC-SHA512 (hex) over the values of exactly these fields, concatenated in this order
 * (developers.paymob.com, "HMAC Transaction Callback"). Nothing else in a callback is signed:
 * `merchant_order_id`, `special_reference`, billing data … can be altered by whoever sends it.
 */
export const SIGNED_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

/** What a verified callback says about a transaction, typed. */
export interface PaymobTransaction {
  id: number;
  /** Paymob's order id (the intention's `intention_order_id`): the only signed link to our order. */
  orderId: number;
  amountCents: number;
  currency: string;
  success: boolean;
  pending: boolean;
  /**
   * When Paymob made it: the instant its `created_at` names, or both that a Cairo time names in
   * the hour the clocks are set back (23:00–24:00 on the last Thursday of October, twice).
   */
  createdAt: readonly Date[];
  isRefunded: boolean;
  isVoided: boolean;
  /** True for a refund, void or capture: a transaction about another one, never a new payment. */
  hasParentTransaction: boolean;
}

export type CallbackVerification =
  | { verified: true; transaction: PaymobTransaction }
  /** `malformed`: a signed field is missing or not of its type; `bad-hmac`: the signature differs. */
  | { verified: false; refusal: 'malformed' | 'bad-hmac' };

/** Values as Paymob concatenates them: booleans as `true`/`false`, a null as nothing. */
function signedText(value: unknown): string | undefined {
  if (value === null) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** The HMAC Paymob sends for these signed values. */
function callbackHmac(values: readonly string[], hmacSecret: string): string {
  return createHmac('sha512', hmacSecret).update(values.join('')).digest('hex');
}

function matches(expectedHex: string, receivedHex: string): boolean {
  if (!/^[0-9a-f]{128}$/i.test(receivedHex)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(receivedHex.toLowerCase(), 'hex'));
}

const INTEGER = /^\d+$/;
const asInteger = (text: string) => (INTEGER.test(text) ? Number(text) : undefined);
const asBoolean = (text: string) => (text === 'true' ? true : text === 'false' ? false : undefined);

/**
 * The time zone Paymob Egypt writes `created_at` in, without an offset: Cairo's clock. Its docs'
 * sample transaction (created_at 2024-06-13T11:33:44.592345, updated_at 11:34:07.27) carries the
 * card gateway's own UTC times (migs_order.creationTime 08:34:00.850Z, data.created_at
 * 08:34:07.08), three hours behind: Cairo's summer time. Paymob's Saudi service writes the offset
 * (2025-10-12T18:52:15.803661+03:00), and one that comes is honoured. See README.md.
 */
const PAYMOB_TIME_ZONE = 'Africa/Cairo';

const ISO_DATE_TIME_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/;

/** The instants a `created_at` can name (see PaymobTransaction.createdAt), or undefined for none. */
function asCreatedAt(text: string): readonly Date[] | undefined {
  if (ISO_DATE_TIME_WITH_OFFSET.test(text)) {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? undefined : [date];
  }
  const instants = instantsOfWallTime(text, PAYMOB_TIME_ZONE);
  return instants.length > 0 ? instants : undefined;
}

type SignedField = (typeof SIGNED_FIELDS)[number];

/** Types the transaction from its signed fields' texts, or undefined if one is not of its type. */
function typedTransaction(field: (name: SignedField) => string): PaymobTransaction | undefined {
  const transaction = {
    id: asInteger(field('id')),
    orderId: asInteger(field('order.id')),
    amountCents: asInteger(field('amount_cents')),
    currency: field('currency'),
    success: asBoolean(field('success')),
    pending: asBoolean(field('pending')),
    createdAt: asCreatedAt(field('created_at')),
    isRefunded: asBoolean(field('is_refunded')),
    isVoided: asBoolean(field('is_voided')),
    hasParentTransaction: asBoolean(field('has_parent_transaction')),
  };
  return Object.values(transaction).some((value) => value === undefined) ? undefined : (transaction as PaymobTransaction);
}

/** Checks the signature over `read(field)` for every signed field, then types the transaction. */
function verify(read: (field: SignedField) => string | undefined, hmac: unknown, hmacSecret: string): CallbackVerification {
  const values = SIGNED_FIELDS.map(read);
  if (values.some((value) => value === undefined) || typeof hmac !== 'string') return { verified: false, refusal: 'malformed' };
  if (!matches(callbackHmac(values as string[], hmacSecret), hmac)) return { verified: false, refusal: 'bad-hmac' };
  const transaction = typedTransaction((name) => values[SIGNED_FIELDS.indexOf(name)]!);
  return transaction ? { verified: true, transaction } : { verified: false, refusal: 'malformed' };
}

function pathValue(object: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), object);
}

/**
 * A transaction object as Paymob's API returns it (transaction inquiry), which needs no HMAC:
 * it came from Paymob over TLS in reply to our secret key.
 */
export function transactionFromApi(obj: unknown): PaymobTransaction | undefined {
  const values = SIGNED_FIELDS.map((field) => signedText(pathValue(obj, field)));
  if (values.some((value) => value === undefined)) return undefined;
  return typedTransaction((name) => values[SIGNED_FIELDS.indexOf(name)]!);
}

/**
 * The processed callback: `body` is the parsed JSON, `hmac` the `hmac` query parameter Paymob
 * adds to the notification URL (a body-level `hmac`, as some integrations receive, is read too).
 */
export function verifyProcessedCallback(body: unknown, hmac: string | null | undefined, hmacSecret: string): CallbackVerification {
  if (body === null || typeof body !== 'object' || (body as { type?: unknown }).type !== 'TRANSACTION') return { verified: false, refusal: 'malformed' };
  const obj = (body as { obj?: unknown }).obj;
  return verify((field) => signedText(pathValue(obj, field)), hmac ?? (body as { hmac?: unknown }).hmac, hmacSecret);
}

/**
 * The response callback's query string: the same fields flattened (`source_data.pan` …), the
 * order id as `order` (Paymob's redirect URLs; the docs also name it `order_id`).
 */
export function verifyRedirection(query: URLSearchParams, hmacSecret: string): CallbackVerification {
  const read = (field: SignedField) =>
    field === 'order.id' ? (query.get('order') ?? query.get('order_id') ?? undefined) : (query.get(field) ?? undefined);
  return verify(read, query.get('hmac'), hmacSecret);
}

/**
 * The card token callback (issue #12): when the payer ticks "save my card" on the hosted page,
 * Paymob POSTs `{ type: 'TOKEN', obj }` to the intention's notification_url with `?hmac=`, signed
 * like a transaction but over these fields of `obj`, in this order (Paymob's "HMAC for card
 * tokens" page, lexicographic like the transaction list; see README.md for what is assumed).
 * `user_added` and `next_payment_intention` are not signed.
 */
export const CARD_TOKEN_SIGNED_FIELDS = ['card_subtype', 'created_at', 'email', 'id', 'masked_pan', 'merchant_id', 'order_id', 'token'] as const;

/** A saved card, as a verified token callback names it. */
export interface PaymobSavedCard {
  /** What a merchant-initiated charge names the card by (`source.identifier`). */
  token: string;
  /** E.g. `xxxx-xxxx-xxxx-2346`: the only part of the number ever shown. */
  maskedPan: string;
  /** Paymob's order id (the intention's `intention_order_id`): the only signed link to our cart. */
  orderId: number;
  email: string;
}

export type CardTokenVerification = { verified: true; card: PaymobSavedCard } | { verified: false; refusal: 'malformed' | 'bad-hmac' };

/** The card token callback: `body` the parsed JSON, `hmac` the query parameter (or a body-level `hmac`). */
export function verifyCardTokenCallback(body: unknown, hmac: string | null | undefined, hmacSecret: string): CardTokenVerification {
  if (body === null || typeof body !== 'object' || (body as { type?: unknown }).type !== 'TOKEN') return { verified: false, refusal: 'malformed' };
  const obj = (body as { obj?: unknown }).obj;
  const values = CARD_TOKEN_SIGNED_FIELDS.map((field) => signedText(pathValue(obj, field)));
  const received = hmac ?? (body as { hmac?: unknown }).hmac;
  if (values.some((value) => value === undefined) || typeof received !== 'string') return { verified: false, refusal: 'malformed' };
  if (!matches(callbackHmac(values as string[], hmacSecret), received)) return { verified: false, refusal: 'bad-hmac' };
  const field = (name: (typeof CARD_TOKEN_SIGNED_FIELDS)[number]) => values[CARD_TOKEN_SIGNED_FIELDS.indexOf(name)]!;
  // Paymob writes the order id as a string in this callback ("264064419"), a number elsewhere.
  const orderId = asInteger(field('order_id'));
  if (!field('token') || !field('masked_pan') || orderId === undefined) return { verified: false, refusal: 'malformed' };
  return { verified: true, card: { token: field('token'), maskedPan: field('masked_pan'), orderId, email: field('email') } };
}

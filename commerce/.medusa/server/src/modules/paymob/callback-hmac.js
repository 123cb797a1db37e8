"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SIGNED_FIELDS = void 0;
exports.transactionFromApi = transactionFromApi;
exports.verifyProcessedCallback = verifyProcessedCallback;
exports.verifyRedirection = verifyRedirection;
const node_crypto_1 = require("node:crypto");
/**
 * Verifies Paymob's transaction callbacks: the processed callback (POST JSON
 * `{ type: 'TRANSACTION', obj }` to the intention's notification_url) and the response callback
 * (the browser's GET to the redirection_url). Paymob signs neither the body nor the URL, but
 * HMAC-SHA512 (hex) over the values of exactly these fields, concatenated in this order
 * (developers.paymob.com, "HMAC Transaction Callback"). Nothing else in a callback is signed:
 * `merchant_order_id`, `special_reference`, billing data … can be altered by whoever sends it.
 */
exports.SIGNED_FIELDS = [
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
];
/** Values as Paymob concatenates them: booleans as `true`/`false`, a null as nothing. */
function signedText(value) {
    if (value === null)
        return '';
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
        return String(value);
    return undefined;
}
/** The HMAC Paymob sends for these signed values. */
function callbackHmac(values, hmacSecret) {
    return (0, node_crypto_1.createHmac)('sha512', hmacSecret).update(values.join('')).digest('hex');
}
function matches(expectedHex, receivedHex) {
    if (!/^[0-9a-f]{128}$/i.test(receivedHex))
        return false;
    return (0, node_crypto_1.timingSafeEqual)(Buffer.from(expectedHex, 'hex'), Buffer.from(receivedHex.toLowerCase(), 'hex'));
}
const INTEGER = /^\d+$/;
const asInteger = (text) => (INTEGER.test(text) ? Number(text) : undefined);
const asBoolean = (text) => (text === 'true' ? true : text === 'false' ? false : undefined);
/**
 * Paymob's `created_at` carries no offset in its documented samples (2024-06-13T11:33:44.592345);
 * it is read as UTC. An explicit offset, if Paymob sends one, is honoured.
 */
function asDate(text) {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/.test(text))
        return undefined;
    const hasOffset = /(Z|[+-]\d{2}:?\d{2})$/.test(text);
    const date = new Date(hasOffset ? text : `${text}Z`);
    return Number.isNaN(date.getTime()) ? undefined : date;
}
/** Types the transaction from its signed fields' texts, or undefined if one is not of its type. */
function typedTransaction(field) {
    const transaction = {
        id: asInteger(field('id')),
        orderId: asInteger(field('order.id')),
        amountCents: asInteger(field('amount_cents')),
        currency: field('currency'),
        success: asBoolean(field('success')),
        pending: asBoolean(field('pending')),
        createdAt: asDate(field('created_at')),
        isRefunded: asBoolean(field('is_refunded')),
        isVoided: asBoolean(field('is_voided')),
        hasParentTransaction: asBoolean(field('has_parent_transaction')),
    };
    return Object.values(transaction).some((value) => value === undefined) ? undefined : transaction;
}
/** Checks the signature over `read(field)` for every signed field, then types the transaction. */
function verify(read, hmac, hmacSecret) {
    const values = exports.SIGNED_FIELDS.map(read);
    if (values.some((value) => value === undefined) || typeof hmac !== 'string')
        return { verified: false, refusal: 'malformed' };
    if (!matches(callbackHmac(values, hmacSecret), hmac))
        return { verified: false, refusal: 'bad-hmac' };
    const transaction = typedTransaction((name) => values[exports.SIGNED_FIELDS.indexOf(name)]);
    return transaction ? { verified: true, transaction } : { verified: false, refusal: 'malformed' };
}
function pathValue(object, path) {
    return path.split('.').reduce((node, key) => (node !== null && typeof node === 'object' ? node[key] : undefined), object);
}
/**
 * A transaction object as Paymob's API returns it (transaction inquiry), which needs no HMAC:
 * it came from Paymob over TLS in reply to our secret key.
 */
function transactionFromApi(obj) {
    const values = exports.SIGNED_FIELDS.map((field) => signedText(pathValue(obj, field)));
    if (values.some((value) => value === undefined))
        return undefined;
    return typedTransaction((name) => values[exports.SIGNED_FIELDS.indexOf(name)]);
}
/**
 * The processed callback: `body` is the parsed JSON, `hmac` the `hmac` query parameter Paymob
 * adds to the notification URL (a body-level `hmac`, as some integrations receive, is read too).
 */
function verifyProcessedCallback(body, hmac, hmacSecret) {
    if (body === null || typeof body !== 'object' || body.type !== 'TRANSACTION')
        return { verified: false, refusal: 'malformed' };
    const obj = body.obj;
    return verify((field) => signedText(pathValue(obj, field)), hmac ?? body.hmac, hmacSecret);
}
/**
 * The response callback's query string: the same fields flattened (`source_data.pan` …), the
 * order id as `order` (Paymob's redirect URLs; the docs also name it `order_id`).
 */
function verifyRedirection(query, hmacSecret) {
    const read = (field) => field === 'order.id' ? (query.get('order') ?? query.get('order_id') ?? undefined) : (query.get(field) ?? undefined);
    return verify(read, query.get('hmac'), hmacSecret);
}
//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozLCJmaWxlIjoiY2FsbGJhY2staG1hYy5qcyIsInNvdXJjZVJvb3QiOiIiLCJzb3VyY2VzIjpbIi4uLy4uLy4uLy4uLy4uL3NyYy9tb2R1bGVzL3BheW1vYi9jYWxsYmFjay1obWFjLnRzIl0sIm5hbWVzIjpbXSwibWFwcGluZ3MiOiI7OztBQTBIQSxnREFJQztBQU1ELDBEQUlDO0FBTUQsOENBSUM7QUFsSkQsNkNBQTBEO0FBRTFEOzs7Ozs7O0dBT0c7QUFDVSxRQUFBLGFBQWEsR0FBRztJQUMzQixjQUFjO0lBQ2QsWUFBWTtJQUNaLFVBQVU7SUFDVixlQUFlO0lBQ2Ysd0JBQXdCO0lBQ3hCLElBQUk7SUFDSixnQkFBZ0I7SUFDaEIsY0FBYztJQUNkLFNBQVM7SUFDVCxZQUFZO0lBQ1osYUFBYTtJQUNiLHVCQUF1QjtJQUN2QixXQUFXO0lBQ1gsVUFBVTtJQUNWLE9BQU87SUFDUCxTQUFTO0lBQ1QsaUJBQWlCO0lBQ2pCLHNCQUFzQjtJQUN0QixrQkFBa0I7SUFDbEIsU0FBUztDQUNELENBQUM7QUF1QlgseUZBQXlGO0FBQ3pGLFNBQVMsVUFBVSxDQUFDLEtBQWM7SUFDaEMsSUFBSSxLQUFLLEtBQUssSUFBSTtRQUFFLE9BQU8sRUFBRSxDQUFDO0lBQzlCLElBQUksT0FBTyxLQUFLLEtBQUssUUFBUSxJQUFJLE9BQU8sS0FBSyxLQUFLLFFBQVEsSUFBSSxPQUFPLEtBQUssS0FBSyxTQUFTO1FBQUUsT0FBTyxNQUFNLENBQUMsS0FBSyxDQUFDLENBQUM7SUFDL0csT0FBTyxTQUFTLENBQUM7QUFDbkIsQ0FBQztBQUVELHFEQUFxRDtBQUNyRCxTQUFTLFlBQVksQ0FBQyxNQUF5QixFQUFFLFVBQWtCO0lBQ2pFLE9BQU8sSUFBQSx3QkFBVSxFQUFDLFFBQVEsRUFBRSxVQUFVLENBQUMsQ0FBQyxNQUFNLENBQUMsTUFBTSxDQUFDLElBQUksQ0FBQyxFQUFFLENBQUMsQ0FBQyxDQUFDLE1BQU0sQ0FBQyxLQUFLLENBQUMsQ0FBQztBQUNoRixDQUFDO0FBRUQsU0FBUyxPQUFPLENBQUMsV0FBbUIsRUFBRSxXQUFtQjtJQUN2RCxJQUFJLENBQUMsa0JBQWtCLENBQUMsSUFBSSxDQUFDLFdBQVcsQ0FBQztRQUFFLE9BQU8sS0FBSyxDQUFDO0lBQ3hELE9BQU8sSUFBQSw2QkFBZSxFQUFDLE1BQU0sQ0FBQyxJQUFJLENBQUMsV0FBVyxFQUFFLEtBQUssQ0FBQyxFQUFFLE1BQU0sQ0FBQyxJQUFJLENBQUMsV0FBVyxDQUFDLFdBQVcsRUFBRSxFQUFFLEtBQUssQ0FBQyxDQUFDLENBQUM7QUFDekcsQ0FBQztBQUVELE1BQU0sT0FBTyxHQUFHLE9BQU8sQ0FBQztBQUN4QixNQUFNLFNBQVMsR0FBRyxDQUFDLElBQVksRUFBRSxFQUFFLENBQUMsQ0FBQyxPQUFPLENBQUMsSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFDLENBQUMsQ0FBQyxNQUFNLENBQUMsSUFBSSxDQUFDLENBQUMsQ0FBQyxDQUFDLFNBQVMsQ0FBQyxDQUFDO0FBQ3BGLE1BQU0sU0FBUyxHQUFHLENBQUMsSUFBWSxFQUFFLEVBQUUsQ0FBQyxDQUFDLElBQUksS0FBSyxNQUFNLENBQUMsQ0FBQyxDQUFDLElBQUksQ0FBQyxDQUFDLENBQUMsSUFBSSxLQUFLLE9BQU8sQ0FBQyxDQUFDLENBQUMsS0FBSyxDQUFDLENBQUMsQ0FBQyxTQUFTLENBQUMsQ0FBQztBQUVwRzs7O0dBR0c7QUFDSCxTQUFTLE1BQU0sQ0FBQyxJQUFZO0lBQzFCLElBQUksQ0FBQyxvRUFBb0UsQ0FBQyxJQUFJLENBQUMsSUFBSSxDQUFDO1FBQUUsT0FBTyxTQUFTLENBQUM7SUFDdkcsTUFBTSxTQUFTLEdBQUcsdUJBQXVCLENBQUMsSUFBSSxDQUFDLElBQUksQ0FBQyxDQUFDO0lBQ3JELE1BQU0sSUFBSSxHQUFHLElBQUksSUFBSSxDQUFDLFNBQVMsQ0FBQyxDQUFDLENBQUMsSUFBSSxDQUFDLENBQUMsQ0FBQyxHQUFHLElBQUksR0FBRyxDQUFDLENBQUM7SUFDckQsT0FBTyxNQUFNLENBQUMsS0FBSyxDQUFDLElBQUksQ0FBQyxPQUFPLEVBQUUsQ0FBQyxDQUFDLENBQUMsQ0FBQyxTQUFTLENBQUMsQ0FBQyxDQUFDLElBQUksQ0FBQztBQUN6RCxDQUFDO0FBSUQsbUdBQW1HO0FBQ25HLFNBQVMsZ0JBQWdCLENBQUMsS0FBb0M7SUFDNUQsTUFBTSxXQUFXLEdBQUc7UUFDbEIsRUFBRSxFQUFFLFNBQVMsQ0FBQyxLQUFLLENBQUMsSUFBSSxDQUFDLENBQUM7UUFDMUIsT0FBTyxFQUFFLFNBQVMsQ0FBQyxLQUFLLENBQUMsVUFBVSxDQUFDLENBQUM7UUFDckMsV0FBVyxFQUFFLFNBQVMsQ0FBQyxLQUFLLENBQUMsY0FBYyxDQUFDLENBQUM7UUFDN0MsUUFBUSxFQUFFLEtBQUssQ0FBQyxVQUFVLENBQUM7UUFDM0IsT0FBTyxFQUFFLFNBQVMsQ0FBQyxLQUFLLENBQUMsU0FBUyxDQUFDLENBQUM7UUFDcEMsT0FBTyxFQUFFLFNBQVMsQ0FBQyxLQUFLLENBQUMsU0FBUyxDQUFDLENBQUM7UUFDcEMsU0FBUyxFQUFFLE1BQU0sQ0FBQyxLQUFLLENBQUMsWUFBWSxDQUFDLENBQUM7UUFDdEMsVUFBVSxFQUFFLFNBQVMsQ0FBQyxLQUFLLENBQUMsYUFBYSxDQUFDLENBQUM7UUFDM0MsUUFBUSxFQUFFLFNBQVMsQ0FBQyxLQUFLLENBQUMsV0FBVyxDQUFDLENBQUM7UUFDdkMsb0JBQW9CLEVBQUUsU0FBUyxDQUFDLEtBQUssQ0FBQyx3QkFBd0IsQ0FBQyxDQUFDO0tBQ2pFLENBQUM7SUFDRixPQUFPLE1BQU0sQ0FBQyxNQUFNLENBQUMsV0FBVyxDQUFDLENBQUMsSUFBSSxDQUFDLENBQUMsS0FBSyxFQUFFLEVBQUUsQ0FBQyxLQUFLLEtBQUssU0FBUyxDQUFDLENBQUMsQ0FBQyxDQUFDLFNBQVMsQ0FBQyxDQUFDLENBQUUsV0FBaUMsQ0FBQztBQUMxSCxDQUFDO0FBRUQsa0dBQWtHO0FBQ2xHLFNBQVMsTUFBTSxDQUFDLElBQWdELEVBQUUsSUFBYSxFQUFFLFVBQWtCO0lBQ2pHLE1BQU0sTUFBTSxHQUFHLHFCQUFhLENBQUMsR0FBRyxDQUFDLElBQUksQ0FBQyxDQUFDO0lBQ3ZDLElBQUksTUFBTSxDQUFDLElBQUksQ0FBQyxDQUFDLEtBQUssRUFBRSxFQUFFLENBQUMsS0FBSyxLQUFLLFNBQVMsQ0FBQyxJQUFJLE9BQU8sSUFBSSxLQUFLLFFBQVE7UUFBRSxPQUFPLEVBQUUsUUFBUSxFQUFFLEtBQUssRUFBRSxPQUFPLEVBQUUsV0FBVyxFQUFFLENBQUM7SUFDOUgsSUFBSSxDQUFDLE9BQU8sQ0FBQyxZQUFZLENBQUMsTUFBa0IsRUFBRSxVQUFVLENBQUMsRUFBRSxJQUFJLENBQUM7UUFBRSxPQUFPLEVBQUUsUUFBUSxFQUFFLEtBQUssRUFBRSxPQUFPLEVBQUUsVUFBVSxFQUFFLENBQUM7SUFDbEgsTUFBTSxXQUFXLEdBQUcsZ0JBQWdCLENBQUMsQ0FBQyxJQUFJLEVBQUUsRUFBRSxDQUFDLE1BQU0sQ0FBQyxxQkFBYSxDQUFDLE9BQU8sQ0FBQyxJQUFJLENBQUMsQ0FBRSxDQUFDLENBQUM7SUFDckYsT0FBTyxXQUFXLENBQUMsQ0FBQyxDQUFDLEVBQUUsUUFBUSxFQUFFLElBQUksRUFBRSxXQUFXLEVBQUUsQ0FBQyxDQUFDLENBQUMsRUFBRSxRQUFRLEVBQUUsS0FBSyxFQUFFLE9BQU8sRUFBRSxXQUFXLEVBQUUsQ0FBQztBQUNuRyxDQUFDO0FBRUQsU0FBUyxTQUFTLENBQUMsTUFBZSxFQUFFLElBQVk7SUFDOUMsT0FBTyxJQUFJLENBQUMsS0FBSyxDQUFDLEdBQUcsQ0FBQyxDQUFDLE1BQU0sQ0FBVSxDQUFDLElBQUksRUFBRSxHQUFHLEVBQUUsRUFBRSxDQUFDLENBQUMsSUFBSSxLQUFLLElBQUksSUFBSSxPQUFPLElBQUksS0FBSyxRQUFRLENBQUMsQ0FBQyxDQUFFLElBQWdDLENBQUMsR0FBRyxDQUFDLENBQUMsQ0FBQyxDQUFDLFNBQVMsQ0FBQyxFQUFFLE1BQU0sQ0FBQyxDQUFDO0FBQ2xLLENBQUM7QUFFRDs7O0dBR0c7QUFDSCxTQUFnQixrQkFBa0IsQ0FBQyxHQUFZO0lBQzdDLE1BQU0sTUFBTSxHQUFHLHFCQUFhLENBQUMsR0FBRyxDQUFDLENBQUMsS0FBSyxFQUFFLEVBQUUsQ0FBQyxVQUFVLENBQUMsU0FBUyxDQUFDLEdBQUcsRUFBRSxLQUFLLENBQUMsQ0FBQyxDQUFDLENBQUM7SUFDL0UsSUFBSSxNQUFNLENBQUMsSUFBSSxDQUFDLENBQUMsS0FBSyxFQUFFLEVBQUUsQ0FBQyxLQUFLLEtBQUssU0FBUyxDQUFDO1FBQUUsT0FBTyxTQUFTLENBQUM7SUFDbEUsT0FBTyxnQkFBZ0IsQ0FBQyxDQUFDLElBQUksRUFBRSxFQUFFLENBQUMsTUFBTSxDQUFDLHFCQUFhLENBQUMsT0FBTyxDQUFDLElBQUksQ0FBQyxDQUFFLENBQUMsQ0FBQztBQUMxRSxDQUFDO0FBRUQ7OztHQUdHO0FBQ0gsU0FBZ0IsdUJBQXVCLENBQUMsSUFBYSxFQUFFLElBQStCLEVBQUUsVUFBa0I7SUFDeEcsSUFBSSxJQUFJLEtBQUssSUFBSSxJQUFJLE9BQU8sSUFBSSxLQUFLLFFBQVEsSUFBSyxJQUEyQixDQUFDLElBQUksS0FBSyxhQUFhO1FBQUUsT0FBTyxFQUFFLFFBQVEsRUFBRSxLQUFLLEVBQUUsT0FBTyxFQUFFLFdBQVcsRUFBRSxDQUFDO0lBQ3ZKLE1BQU0sR0FBRyxHQUFJLElBQTBCLENBQUMsR0FBRyxDQUFDO0lBQzVDLE9BQU8sTUFBTSxDQUFDLENBQUMsS0FBSyxFQUFFLEVBQUUsQ0FBQyxVQUFVLENBQUMsU0FBUyxDQUFDLEdBQUcsRUFBRSxLQUFLLENBQUMsQ0FBQyxFQUFFLElBQUksSUFBSyxJQUEyQixDQUFDLElBQUksRUFBRSxVQUFVLENBQUMsQ0FBQztBQUNySCxDQUFDO0FBRUQ7OztHQUdHO0FBQ0gsU0FBZ0IsaUJBQWlCLENBQUMsS0FBc0IsRUFBRSxVQUFrQjtJQUMxRSxNQUFNLElBQUksR0FBRyxDQUFDLEtBQWtCLEVBQUUsRUFBRSxDQUNsQyxLQUFLLEtBQUssVUFBVSxDQUFDLENBQUMsQ0FBQyxDQUFDLEtBQUssQ0FBQyxHQUFHLENBQUMsT0FBTyxDQUFDLElBQUksS0FBSyxDQUFDLEdBQUcsQ0FBQyxVQUFVLENBQUMsSUFBSSxTQUFTLENBQUMsQ0FBQyxDQUFDLENBQUMsQ0FBQyxLQUFLLENBQUMsR0FBRyxDQUFDLEtBQUssQ0FBQyxJQUFJLFNBQVMsQ0FBQyxDQUFDO0lBQ3RILE9BQU8sTUFBTSxDQUFDLElBQUksRUFBRSxLQUFLLENBQUMsR0FBRyxDQUFDLE1BQU0sQ0FBQyxFQUFFLFVBQVUsQ0FBQyxDQUFDO0FBQ3JELENBQUMifQ==
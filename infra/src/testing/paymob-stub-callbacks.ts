import { fetch as undiciFetch } from 'undici';
import { loopbackAgent } from './loopback-agent';
import type { PaymobSigner } from './paymob-stub-signing';

/** Callbacks go to tenant hosts such as acme.localhost, which Node cannot resolve by itself. */
const callbackAgent = loopbackAgent('resolve');

export interface PaymobTransactionCallback {
  type: 'TRANSACTION';
  obj: Record<string, unknown>;
}

export interface PaymobCardTokenCallback {
  type: 'TOKEN';
  obj: Record<string, unknown>;
}

export interface DeliveredCallback {
  url: string;
  body: PaymobTransactionCallback | PaymobCardTokenCallback;
  /** The receiver's HTTP status, or the network error's message. */
  outcome: number | string;
}

/** POSTs a processed (or card token) callback to a notification_url, signed with `?hmac=`. */
export type CallbackSender = (notificationUrl: string, obj: Record<string, unknown>, type?: 'TRANSACTION' | 'TOKEN') => Promise<void>;

/**
 * Sends callbacks as Paymob does: JSON `{ type, obj }` with the HMAC in the query string. Each
 * is recorded in `delivered` with the receiver's status (or the network error), never thrown.
 */
export function callbackSender(signer: PaymobSigner, delivered: DeliveredCallback[]): CallbackSender {
  return async (notificationUrl, obj, type = 'TRANSACTION') => {
    const url = new URL(notificationUrl);
    url.searchParams.set('hmac', type === 'TOKEN' ? signer.signCardToken(obj) : signer.sign(obj));
    const body = { type, obj };
    let outcome: number | string;
    try {
      const response = await undiciFetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000), dispatcher: callbackAgent });
      await response.arrayBuffer();
      outcome = response.status;
    } catch (error) {
      outcome = (error as Error).message;
    }
    delivered.push({ url: url.href, body, outcome });
  };
}

import { wallTimeOf } from '@halaqa/shared/wall-time';
import { type CallbackSender, callbackSender, type DeliveredCallback } from './paymob-stub-callbacks';
import { type PaymobSigner, paymobSigner } from './paymob-stub-signing';

/** The test card: approved on the hosted page and when charged saved; any other number is declined. */
export const PAYMOB_TEST_CARD = '4987654321098769';

/** The merchant (`owner` of transactions, `merchant_id` of card tokens). */
export const MERCHANT_ID = 302852;

export interface Intention {
  id: string;
  orderId: number;
  clientSecret: string;
  amount: number;
  currency: string;
  body: Record<string, unknown>;
  /** The integration ids it was made with (`payment_methods`). */
  methods: number[];
  paidBy?: number;
}

/** A card token the double issued when a payer saved their card. */
export interface IssuedCardToken {
  token: string;
  maskedPan: string;
  /** The full test number it stands for (what decides whether a charge is approved). */
  cardNumber: string;
  email: string;
  /** The Paymob order (intention) the card was saved with. */
  orderId: number;
}

/** A transaction made, with where its intention's callbacks go (a refund's go there too). */
export interface StoredTransaction {
  obj: Record<string, unknown>;
  notificationUrl: string;
}

/**
 * The merchant account the double plays, shared by its handlers: its keys and integrations,
 * everything made so far, and how it signs and sends callbacks.
 */
export interface PaymobAccount extends PaymobSigner {
  readonly publicKey: string;
  /** The card integrations (the first is the one transactions are made with). */
  readonly integrationIds: number[];
  /** The MOTO integration, for charging saved cards (null: the account has none). */
  readonly motoIntegrationId: number | null;
  /** Intentions by client secret. */
  readonly intentions: Map<string, Intention>;
  /** The intentions' request bodies, in order. */
  readonly intentionBodies: Record<string, unknown>[];
  /** Transactions by id. */
  readonly transactions: Map<number, StoredTransaction>;
  /** Payment keys (`payment_keys[].key`) → the intention and integration each pays. */
  readonly paymentKeys: Map<string, { intention: Intention; integration: number }>;
  /** Card tokens issued, by token. */
  readonly cardTokens: Map<string, IssuedCardToken>;
  /** Every callback sent, in order. */
  readonly delivered: DeliveredCallback[];
  /** The next charge of a saved card is declined, whatever the card. */
  declineNextCharge: boolean;
  /** How far in the past new transactions are dated (tests of the five-minute rule). */
  backdateMs: number;
  /** The next id for an order, transaction or card token. */
  newId(): number;
  /** Sends a signed callback to a notification_url and records it in `delivered`. */
  deliver: CallbackSender;
}

export function openPaymobAccount(settings: { hmacSecret: string; publicKey: string; integrationIds: number[]; motoIntegrationId: number | null }): PaymobAccount {
  let nextId = 100_000 + Math.floor(Math.random() * 900_000);
  const signer = paymobSigner(settings.hmacSecret);
  const delivered: DeliveredCallback[] = [];
  return {
    publicKey: settings.publicKey,
    integrationIds: settings.integrationIds,
    motoIntegrationId: settings.motoIntegrationId,
    intentions: new Map(),
    intentionBodies: [],
    transactions: new Map(),
    paymentKeys: new Map(),
    cardTokens: new Map(),
    delivered,
    declineNextCharge: false,
    backdateMs: 0,
    newId: () => nextId++,
    ...signer,
    deliver: callbackSender(signer, delivered),
  };
}

/**
 * Paymob Egypt's timestamp: Cairo's clock, to the microsecond, without an offset (see
 * commerce/src/modules/paymob/README.md for how that was found).
 */
export const paymobTimestamp = (date: Date) => `${wallTimeOf(date, 'Africa/Cairo')}000`;

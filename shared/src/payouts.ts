import { z } from 'zod';

/**
 * Earnings and payouts of a trainer (issue #11; learning-content §2 "Analytics and earnings",
 * §5 "Payout method details must be confirmed by a checkbox"). Amounts are piastres, integers,
 * so every sum is exact; the API shows pounds.
 */

/** Egyptian mobile numbers (Vodafone Cash, Orange, Etisalat, WE wallets): 11 digits from 010/011/012/015. */
const WALLET_NUMBER = /^01[0125]\d{8}$/;
/** A local account number or an IBAN: letters and digits, no spaces. */
const ACCOUNT_NUMBER = /^[A-Z0-9]{6,34}$/;

/** Digits typed in Arabic-Indic (٠١٢…) or Persian forms are read as the same digits. */
export function westernDigits(text: string): string {
  return text.replace(/[٠-٩۰-۹]/g, (digit) => String((digit.charCodeAt(0) & 0xf) % 10));
}

const compact = (text: string) => westernDigits(text).replace(/[\s-]/g, '').toUpperCase();

/** The checkbox of the spec: without it the details are not saved. */
const confirmed = z.literal(true, { error: 'validation.payoutConfirm' });

export const ZPayoutMethodInput = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('wallet'),
      walletNumber: z.string({ error: 'validation.walletNumberInvalid' }).max(40, 'validation.walletNumberInvalid').transform(compact).pipe(z.string().regex(WALLET_NUMBER, 'validation.walletNumberInvalid')),
      confirmed,
    })
    .strict(),
  z
    .object({
      kind: z.literal('bank'),
      bankName: z.string({ error: 'validation.bankNameRequired' }).trim().min(2, 'validation.bankNameRequired').max(100, 'validation.bankNameRequired'),
      accountHolder: z.string({ error: 'validation.accountHolderRequired' }).trim().min(2, 'validation.accountHolderRequired').max(100, 'validation.accountHolderRequired'),
      accountNumber: z
        .string({ error: 'validation.accountNumberInvalid' })
        .max(60, 'validation.accountNumberInvalid')
        .transform(compact)
        .pipe(z.string().regex(ACCOUNT_NUMBER, 'validation.accountNumberInvalid')),
      confirmed,
    })
    .strict(),
]);
export type TPayoutMethodInput = z.infer<typeof ZPayoutMethodInput>;
/** A saved method: the input without its checkbox. */
export type TPayoutMethod = { kind: 'wallet'; walletNumber: string } | { kind: 'bank'; bankName: string; accountHolder: string; accountNumber: string };

export const PAYOUT_STATUSES = ['pending', 'paid', 'rejected'] as const;
export type TPayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** A payout is decided once: pending becomes paid or rejected, and stays so. */
export function canDecidePayout(from: TPayoutStatus, to: TPayoutStatus): boolean {
  return from === 'pending' && to !== 'pending';
}

/** The calendar month (UTC) of a moment, as `YYYY-MM`: the chart's buckets. */
export function monthOf(moment: Date): string {
  return moment.toISOString().slice(0, 7);
}

/** The `count` months ending with the month of `now`, oldest first (`YYYY-MM`). */
export function lastMonths(now: Date, count: number): string[] {
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) months.push(monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))));
  return months;
}

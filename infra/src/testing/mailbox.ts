import { inject } from 'vitest';
import './provided';

export interface CaughtMail {
  subject: string;
  text: string;
  to: { address: string }[];
}

/** Waits for the newest mail MailDev caught for `address` (tests use a fresh address each). */
export async function waitForMail(address: string, timeoutMs = 15_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${inject('integration').mailApiUrl}/email`);
    const mails = (await response.json()) as CaughtMail[];
    const mine = mails.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
    if (mine.length > 0) return mine[mine.length - 1]!;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail for ${address} within ${timeoutMs} ms`);
}

/** The verification link (…/verify/{token}) in a mail's text. */
export function verificationLinkIn(mail: CaughtMail): string {
  const match = /https?:\/\/\S+\/verify\/[a-z2-7]+/.exec(mail.text);
  if (!match) throw new Error(`No verification link in: ${mail.text}`);
  return match[0];
}

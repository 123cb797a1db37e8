import { inject } from 'vitest';
import './provided';

export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  /** The HTML part, when the mail has one. */
  html?: string;
  from: { address: string; name: string }[];
  to: { address: string }[];
  /** When the mail was sent (its Date header), as MailDev reports it. */
  time: string;
  /** MailDev's record of each attached file; `generatedFileName` is how its API serves it. */
  attachments?: { fileName: string; generatedFileName: string; contentType: string }[];
}

/** Mails this test file has already been handed, so each wait is for the next one. */
const handedOut = new Set<string>();

/**
 * Waits for the next mail MailDev caught for `address` (tests use a fresh address each): the
 * oldest one this file has not been handed yet. Mail is sent by the job queue after the request
 * that caused it has answered, so an older mail to the same address must not pass for it.
 */
export async function waitForMail(address: string, timeoutMs = 15_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const next = (await mailsTo(address)).find((mail) => !handedOut.has(mail.id));
    if (next) {
      handedOut.add(next.id);
      return next;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail for ${address} within ${timeoutMs} ms`);
}

/**
 * Every mail MailDev caught for `address` (ignoring case), oldest first. MailDev filters: the
 * suite's whole mailbox (a thousand mails and more by its end) went through JSON and gzip in the
 * runner's process on every poll of every waiting test, a growing share of the suite's CPU.
 * Its filter matches exactly, so an address with capitals is also asked for in lower case.
 */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const spellings = [...new Set([address, address.toLowerCase()])];
  const found = await Promise.all(
    spellings.map(async (spelling) => {
      const response = await fetch(`${inject('integration').mailApiUrl}/email?${new URLSearchParams({ 'to.address': spelling })}`);
      return (await response.json()) as CaughtMail[];
    }),
  );
  if (found.length === 1) return found[0]!; // in the order MailDev caught them
  // Two lists: their mails' Date headers order them (MailDev's ids are random).
  return found.flat().sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
}

/** The bytes of the file attached to `mail` as `fileName`. */
export async function attachmentOf(mail: CaughtMail, fileName: string): Promise<Uint8Array> {
  const attachment = mail.attachments?.find((candidate) => candidate.fileName === fileName);
  if (!attachment) throw new Error(`No attachment ${fileName} in mail "${mail.subject}"`);
  const response = await fetch(`${inject('integration').mailApiUrl}/email/${mail.id}/attachment/${encodeURIComponent(attachment.generatedFileName)}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The verification link (…/verify/{token}, with the ?returnTo= the visitor signed up from, if any) in a mail's text. */
export function verificationLinkIn(mail: CaughtMail): string {
  const match = /https?:\/\/\S+\/verify\/[a-z2-7]+(\?returnTo=\S+)?/.exec(mail.text);
  if (!match) throw new Error(`No verification link in: ${mail.text}`);
  return match[0];
}

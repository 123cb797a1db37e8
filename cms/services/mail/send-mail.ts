import nodemailer, { type Transporter } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import { cmsEnv } from '../../env';

let transporter: Transporter | undefined;

/** One SMTP transport per process, to SMTP_URL (MailDev in development and tests). */
function smtp(): Transporter {
  transporter ??= nodemailer.createTransport(cmsEnv().SMTP_URL);
  return transporter;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part beside `text` (site-mail.tsx), for mail programs that show it. */
  html?: string;
  /** The sender's name ("Nile Academy"); the address stays MAIL_FROM's, which the platform's mail domain signs. */
  fromName?: string;
  attachments?: { filename: string; content: Uint8Array; contentType: string }[];
}

/** MAIL_FROM's address ("no-reply@…"), which a site's name is put before. */
function senderAddress(): string {
  const [first] = addressparser(cmsEnv().MAIL_FROM, { flatten: true });
  return first?.address ?? cmsEnv().MAIL_FROM;
}

export async function sendMail({ fromName, ...mail }: OutgoingMail): Promise<void> {
  const attachments = mail.attachments?.map((attachment) => ({ ...attachment, content: Buffer.from(attachment.content) }));
  const from = fromName ? { name: fromName, address: senderAddress() } : cmsEnv().MAIL_FROM;
  await smtp().sendMail({ from, ...mail, attachments });
}

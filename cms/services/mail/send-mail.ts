import nodemailer, { type Transporter } from 'nodemailer';
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
  attachments?: { filename: string; content: Uint8Array; contentType: string }[];
}

export async function sendMail(mail: OutgoingMail): Promise<void> {
  const attachments = mail.attachments?.map((attachment) => ({ ...attachment, content: Buffer.from(attachment.content) }));
  await smtp().sendMail({ from: cmsEnv().MAIL_FROM, ...mail, attachments });
}

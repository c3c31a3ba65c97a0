import crypto from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { escapeHtml } from './text';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent along (a receipt's PDF). */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

/** Sends e-mail: through SMTP_URL when set, otherwise into an outbox folder as .eml files. */
export class Mailer {
  private readonly transport: Transporter;

  constructor(
    private readonly from: string,
    private readonly smtpUrl: string | undefined,
    /** Where .eml files go without SMTP: `<DATA_DIR>/outbox`. */
    readonly outboxDir: string,
  ) {
    this.transport = smtpUrl
      ? nodemailer.createTransport(smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /** Resolves once the SMTP server accepted the message, or once it is written to the outbox. */
  async send(message: MailMessage): Promise<void> {
    const info = (await this.transport.sendMail({ from: this.from, ...message })) as { message?: Buffer | string };
    if (this.smtpUrl) return;
    await mkdir(this.outboxDir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
    await writeFile(path.join(this.outboxDir, name), info.message ?? '');
  }
}

/**
 * A message written as paragraphs: the text joins them with blank lines; the HTML escapes each
 * into a <p> and turns every address in `links` into a link.
 */
export function paragraphsMail(
  message: Omit<MailMessage, 'text' | 'html'> & { paragraphs: string[]; links?: string[] },
): MailMessage {
  const { paragraphs, links = [], ...rest } = message;
  const linked = (html: string) =>
    links.reduce((line, url) => line.split(escapeHtml(url)).join(`<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`), html);
  return {
    ...rest,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((paragraph) => `<p>${linked(escapeHtml(paragraph))}</p>`).join('\n'),
  };
}

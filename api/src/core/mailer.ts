import crypto from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
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

/** The sender and SMTP server an admin set (settings email.mail_from, email.smtp_url); absent: the environment's. */
export interface MailOverrides {
  from?: string;
  smtpUrl?: string;
}

/**
 * Sends e-mail: through the SMTP server of the settings, else SMTP_URL, otherwise into an outbox
 * folder as .eml files. The sender likewise: the settings' one, else MAIL_FROM. Read at each send
 * (from the settings' cached snapshot), so an admin's change applies to the next message.
 */
export class Mailer {
  /** The transport of the SMTP address last used: one at a time, remade when the address changes. */
  private current: { smtpUrl: string | undefined; transport: Transporter } | undefined;

  constructor(
    private readonly from: string,
    private readonly smtpUrl: string | undefined,
    /** Where .eml files go without SMTP: `<DATA_DIR>/outbox`. */
    readonly outboxDir: string,
    private readonly overrides: () => Promise<MailOverrides> = async () => ({}),
  ) {}

  /** Resolves once the SMTP server accepted the message, or once it is written to the outbox. */
  async send(message: MailMessage): Promise<void> {
    const overrides = await this.overrides();
    const smtpUrl = overrides.smtpUrl ?? this.smtpUrl;
    const from = overrides.from ?? this.from;
    const info = (await this.transport(smtpUrl).sendMail({ from, ...message })) as { message?: Buffer | string };
    if (smtpUrl) return;
    await mkdir(this.outboxDir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
    // written aside then renamed: whoever reads the outbox sees a whole message or none
    const file = path.join(this.outboxDir, name);
    await writeFile(`${file}.part`, info.message ?? '');
    await rename(`${file}.part`, file);
  }

  private transport(smtpUrl: string | undefined): Transporter {
    if (this.current && this.current.smtpUrl === smtpUrl) return this.current.transport;
    this.current?.transport.close();
    const transport = smtpUrl
      ? nodemailer.createTransport(smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    this.current = { smtpUrl, transport };
    return transport;
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

import type { MikroORM } from '@mikro-orm/postgresql';
import { paragraphsMail, type Mailer, type MailMessage } from '../../core/mailer';
import { NOTICE_MAIL_WINDOW_SECONDS, NOTICES_PATH, type Clock } from './notice.constants';
import { CLAIM_NOTICE_MAILS_SQL } from './notice.sql';
import { noticeLanguage, noticeText } from './notice-text';

interface ClaimedNotice {
  id: number;
  dealer_id: number;
  auction_id: number;
  message: string;
  message_values: Record<string, unknown>;
  email: string;
  language: string;
  mail_status: 'sent' | 'throttled';
}

/**
 * Notices' e-mails (ADR 30): every api process hears every new notice and offers it here; one
 * statement claims the notices offered together, so one process mails each. An e-mail goes out
 * only when its (dealer, auction) slot was last used 5 minutes ago or more — taken by the same
 * statement, so the throttle holds across processes. The clock is injected (tests move it).
 */
export class NoticeMail {
  constructor(
    private readonly orm: MikroORM,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly now: Clock,
    private readonly log: (m: string) => void,
  ) {}

  /** Claims the notices this process wins (another process took the rest) and mails those not throttled. */
  async deliver(noticeIds: readonly number[]): Promise<void> {
    const now = this.now();
    const ids = `{${noticeIds.join(',')}}`; // an array literal: knex would spread a JS array into a list
    const claimed = await this.orm.em
      .getConnection()
      .execute<ClaimedNotice[]>(CLAIM_NOTICE_MAILS_SQL, [ids, now, now, NOTICE_MAIL_WINDOW_SECONDS]);
    const toSend = claimed.filter((notice) => notice.mail_status === 'sent');
    await Promise.all(
      toSend.map((notice) =>
        this.mailer.send(this.mailOf(notice)).catch((error: Error) => {
          this.log(`notice ${notice.id} e-mail: ${error.message}`);
        }),
      ),
    );
  }

  private mailOf(notice: ClaimedNotice): MailMessage {
    const language = noticeLanguage(notice.language);
    const values = notice.message_values;
    const url = `${this.publicUrl}${NOTICES_PATH}`;
    return paragraphsMail({
      to: notice.email,
      subject: noticeText(language, 'notices.mail.subject', {
        auctionId: notice.auction_id,
        vehicle: String(values.vehicle ?? ''),
      }),
      paragraphs: [noticeText(language, notice.message, values), noticeText(language, 'notices.mail.footer', { url })],
      links: [url],
    });
  }
}

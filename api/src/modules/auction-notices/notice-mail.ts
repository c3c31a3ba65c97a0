import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { paragraphsMail, type Mailer, type MailMessage } from '../../core/mailer';
import { NOTICE_MAIL_WINDOW_SECONDS, NOTICES_PATH, type Clock } from './notice.constants';
import { CLAIM_NOTICE_MAIL_SQL, SET_MAIL_STATUS_SQL, TAKE_MAIL_SLOT_SQL } from './notice.sql';
import { noticeLanguage, noticeText } from './notice-text';

interface ClaimedNotice {
  id: number;
  dealer_id: number;
  auction_id: number;
  message: string;
  message_values: Record<string, unknown>;
  email: string;
  language: string;
}

export type NoticeMailOutcome = 'sent' | 'throttled' | 'taken';

/**
 * A notice's e-mail (ADR 30): every api process hears every new notice and calls `deliver`; the
 * first UPDATE from 'pending' claims it, so one process mails it. The e-mail goes out only when
 * the (dealer, auction) slot was last used 5 minutes ago or more — one upsert in the same
 * transaction, so the throttle holds across processes. The clock is injected (tests move it).
 */
export class NoticeMail {
  constructor(
    private readonly orm: MikroORM,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly now: Clock,
    private readonly log: (m: string) => void,
  ) {}

  async deliver(noticeId: number): Promise<NoticeMailOutcome> {
    const claimed = await this.orm.em.fork().transactional(async (tx) => this.claim(tx, noticeId));
    if (!claimed) return 'taken';
    if (claimed.outcome === 'throttled') return 'throttled';
    await this.mailer.send(this.mailOf(claimed.notice)).catch((error: Error) => {
      this.log(`notice ${noticeId} e-mail: ${error.message}`);
    });
    return 'sent';
  }

  private async claim(
    tx: EntityManager,
    noticeId: number,
  ): Promise<{ notice: ClaimedNotice; outcome: 'sent' | 'throttled' } | null> {
    const [notice] = await tx.execute<ClaimedNotice[]>(CLAIM_NOTICE_MAIL_SQL, [noticeId]);
    if (!notice) return null;
    const now = this.now();
    const slot = await tx.execute<Array<{ id: number }>>(TAKE_MAIL_SLOT_SQL, [
      notice.dealer_id,
      notice.auction_id,
      now,
      now,
      NOTICE_MAIL_WINDOW_SECONDS,
    ]);
    const outcome = slot.length > 0 ? 'sent' : 'throttled';
    await tx.execute(SET_MAIL_STATUS_SQL, [outcome, noticeId]);
    return { notice, outcome };
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

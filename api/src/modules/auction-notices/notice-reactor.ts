import type { MikroORM } from '@mikro-orm/postgresql';
import type { LiveStream, LiveTopics } from '../../core/events/live-topics';
import { AUCTION_TOPIC, type AuctionEventPayload } from '../auctions/auction.events';
import type { BillOfSaleService } from './bill-of-sale.service';
import { NOTICE_TOPIC, type Clock } from './notice.constants';
import type { NoticeCreatedPayload } from './notice.events';
import type { NoticeMail } from './notice-mail';
import { OUTCOME_NOTICES_SQL, PROVISIONAL_NOTICE_SQL, STARTED_NOTICES_SQL } from './notice.sql';

/** What an auction event asks of the notices; reasons this module does not know are ignored. */
type Reaction = 'started' | 'sold' | 'provisional' | 'declined';

/**
 * The auction reasons as notices read them (ADR 30): an auction ended below its reserve comes
 * with 'provisional' (and its outcome later with 'accepted' or 'declined'); an 'ended' without it
 * is sold to its top bidder, if any.
 */
export function reactionsTo(reasons: readonly string[]): Reaction[] {
  const has = (reason: string) => reasons.includes(reason);
  const reactions: Reaction[] = [];
  if (has('started')) reactions.push('started');
  if (has('provisional')) reactions.push('provisional');
  else if (has('ended') || has('accepted')) reactions.push('sold');
  if (has('declined')) reactions.push('declined');
  return reactions;
}

/**
 * Each api process follows the auction events and the new notices (both reach every process):
 * it writes the notices an event calls for (one row each whatever the number of processes: the
 * unique key), starts the bill of sale (made once: BillOfSaleService) and offers each new notice
 * to the e-mail (claimed once: NoticeMail). Events are handled one at a time, in order.
 */
export class NoticeReactor {
  private readonly streams: Array<LiveStream<unknown>> = [];
  private queue: Promise<void> = Promise.resolve();
  /** New notices not yet offered to the e-mail: those that arrive while one claim runs go together in the next. */
  private readonly unmailed: number[] = [];

  constructor(
    private readonly orm: MikroORM,
    private readonly live: LiveTopics,
    private readonly mail: NoticeMail,
    private readonly bills: BillOfSaleService,
    private readonly now: Clock,
    private readonly log: (m: string) => void,
  ) {}

  start(): void {
    const auctions = this.live.stream<AuctionEventPayload>(AUCTION_TOPIC, (event) => reactionsTo(event.reasons).length > 0);
    auctions.follow(
      (event) => this.enqueue(() => this.onAuctionEvent(event)),
      () => undefined,
    );
    const notices = this.live.stream<NoticeCreatedPayload>(NOTICE_TOPIC, (notice) => notice.mailStatus === 'pending');
    notices.follow(
      (notice) => this.offerMail(notice.id),
      () => undefined,
    );
    this.streams.push(auctions as LiveStream<unknown>, notices as LiveStream<unknown>);
  }

  async stop(): Promise<void> {
    for (const stream of this.streams.splice(0)) await stream.return();
    await this.queue;
  }

  /** Resolves once every event received so far is handled (tests). */
  settled(): Promise<void> {
    return this.queue;
  }

  private offerMail(noticeId: number): void {
    if (this.unmailed.push(noticeId) === 1) this.enqueue(() => this.mail.deliver(this.unmailed.splice(0)));
  }

  private enqueue(work: () => Promise<unknown>): void {
    this.queue = this.queue.then(work).then(
      () => undefined,
      (error: Error) => this.log(`auction notices: ${error.message}`),
    );
  }

  async onAuctionEvent(event: AuctionEventPayload): Promise<void> {
    const em = this.orm.em.fork();
    const now = this.now();
    for (const reaction of reactionsTo(event.reasons)) {
      if (reaction === 'started') await em.execute(STARTED_NOTICES_SQL, [now, event.auctionId]);
      if (reaction === 'provisional') await em.execute(PROVISIONAL_NOTICE_SQL, [now, event.auctionId]);
      if (reaction === 'declined') await em.execute(OUTCOME_NOTICES_SQL, [false, false, now, event.auctionId]);
      if (reaction === 'sold') {
        await em.execute(OUTCOME_NOTICES_SQL, [true, true, now, event.auctionId]);
        await this.bills.issueFor(event.auctionId);
      }
    }
  }
}

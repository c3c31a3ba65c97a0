import type { EntityManager } from '@mikro-orm/postgresql';
import type { PageArgs } from '@vdp/shared/paging/page-args';
import type { NoticeLanguage } from '@vdp/shared/validation/notice.schema';
import { MAX_ROW_ID } from '@vdp/shared/validation/rules';
import type { AuthUser } from '../../core/auth-user';
import { forbidden, notFound } from '../../core/errors';
import { connectionOf, planPage, type Connection, type CursorFieldNames } from '../../core/keyset';
import { DEALER_OF_USER_SQL } from './bill-of-sale.sql';
import {
  MARK_ALL_READ_SQL,
  MARK_READ_SQL,
  NOTICE_COUNTS_SQL,
  NOTICE_ORDER,
  noticePageSql,
  READER_SQL,
  SET_LANGUAGE_SQL,
  type NoticeRow,
} from './notice.sql';
import { presentNotice, type Notice, type NoticeCounts, type WatchedAuction, type WatchState } from './notice.presenter';
import { noticeLanguage, noticeText } from './notice-text';
import {
  AUCTION_EXISTS_SQL,
  IS_WATCHING_SQL,
  UNWATCH_SQL,
  WATCH_COUNT_SQL,
  WATCH_ORDER,
  WATCH_SQL,
  watchPageSql,
  type WatchRow,
} from './watch.sql';

export const NOTICE_MESSAGES = {
  noDealer: 'Your account has no dealer record.',
  auctionNotFound: (id: number) => `Auction ${id} was not found.`,
  noticeNotFound: (id: number) => `Notice ${id} was not found.`,
} as const;

const validId = (id: number): boolean => Number.isInteger(id) && id > 0 && id <= MAX_ROW_ID;

/**
 * A dealer's watchlist and notices (issue 18 §3): every read and write is of the signed-in
 * dealer's own rows (its dealer record found from the session's user), so no dealer reaches
 * another's.
 */
export class NoticesService {
  async watch(em: EntityManager, user: AuthUser, auctionId: number): Promise<WatchState> {
    const dealerId = await this.dealerOf(em, user);
    const [auction] = validId(auctionId) ? await em.execute(AUCTION_EXISTS_SQL, [auctionId]) : [];
    if (!auction) throw notFound(NOTICE_MESSAGES.auctionNotFound(auctionId));
    await em.execute(WATCH_SQL, [dealerId, auctionId]);
    return { auctionId, watching: true };
  }

  async unwatch(em: EntityManager, user: AuthUser, auctionId: number): Promise<WatchState> {
    const dealerId = await this.dealerOf(em, user);
    await em.execute(UNWATCH_SQL, [dealerId, auctionId]);
    return { auctionId, watching: false };
  }

  async isWatching(em: EntityManager, user: AuthUser, auctionId: number): Promise<WatchState> {
    const dealerId = await this.dealerOf(em, user);
    const rows = validId(auctionId) ? await em.execute(IS_WATCHING_SQL, [dealerId, auctionId]) : [];
    return { auctionId, watching: rows.length > 0 };
  }

  async watchlist(
    em: EntityManager,
    user: AuthUser,
    page: PageArgs,
    fields?: CursorFieldNames,
  ): Promise<Connection<WatchedAuction>> {
    const dealerId = await this.dealerOf(em, user);
    const plan = planPage(WATCH_ORDER, page, { fields });
    const { sql, params } = watchPageSql(dealerId, plan);
    const rows = await em.execute<WatchRow[]>(sql, params);
    const [count] = await em.execute<Array<{ total: number }>>(WATCH_COUNT_SQL, [dealerId]);
    return connectionOf(plan, rows, presentWatch, count?.total ?? 0);
  }

  async page(em: EntityManager, user: AuthUser, page: PageArgs, fields?: CursorFieldNames): Promise<Connection<Notice>> {
    const { dealerId, language } = await this.readerOf(em, user);
    const plan = planPage(NOTICE_ORDER, page, { fields });
    const { sql, params } = noticePageSql(dealerId, plan);
    const rows = await em.execute<NoticeRow[]>(sql, params);
    const [counts] = await em.execute<NoticeCounts[]>(NOTICE_COUNTS_SQL, [dealerId]);
    const text = (id: string, values: Record<string, unknown>) => noticeText(language, id, values);
    return connectionOf(plan, rows, (row) => presentNotice(row, text), counts?.total ?? 0);
  }

  async counts(em: EntityManager, user: AuthUser): Promise<NoticeCounts> {
    const dealerId = await this.dealerOf(em, user);
    const [counts] = await em.execute<NoticeCounts[]>(NOTICE_COUNTS_SQL, [dealerId]);
    return counts ?? { total: 0, unread: 0 };
  }

  async markRead(em: EntityManager, user: AuthUser, noticeId: number): Promise<NoticeCounts> {
    const dealerId = await this.dealerOf(em, user);
    const marked = await em.execute<Array<{ id: number }>>(MARK_READ_SQL, [noticeId, dealerId]);
    if (marked.length === 0) throw notFound(NOTICE_MESSAGES.noticeNotFound(noticeId));
    return this.counts(em, user);
  }

  async markAllRead(em: EntityManager, user: AuthUser): Promise<NoticeCounts> {
    const dealerId = await this.dealerOf(em, user);
    await em.execute(MARK_ALL_READ_SQL, [dealerId]);
    return this.counts(em, user);
  }

  /** The language the dealer's notices and e-mails are written in: the web sends its UI language. */
  async setLanguage(em: EntityManager, user: AuthUser, language: NoticeLanguage): Promise<NoticeLanguage> {
    await this.dealerOf(em, user);
    await em.execute(SET_LANGUAGE_SQL, [language, user.id]);
    return language;
  }

  /** The signed-in user's dealer record; refused when the account has none. */
  async dealerOf(em: EntityManager, user: AuthUser): Promise<number> {
    const [dealer] = await em.execute<Array<{ id: number }>>(DEALER_OF_USER_SQL, [user.id]);
    if (!dealer) throw forbidden(NOTICE_MESSAGES.noDealer);
    return dealer.id;
  }

  private async readerOf(em: EntityManager, user: AuthUser): Promise<{ dealerId: number; language: NoticeLanguage }> {
    const [reader] = await em.execute<Array<{ id: number; language: string }>>(READER_SQL, [user.id]);
    if (!reader) throw forbidden(NOTICE_MESSAGES.noDealer);
    return { dealerId: reader.id, language: noticeLanguage(reader.language) };
  }
}

function presentWatch(row: WatchRow): WatchedAuction {
  return {
    auctionId: row.auction_id,
    watchedAt: new Date(row.created_at),
    status: row.status,
    startDate: new Date(row.start_date),
    endDate: new Date(row.end_date),
    currentHighBid: row.current_high_bid,
    vehicle: row.vehicle,
  };
}

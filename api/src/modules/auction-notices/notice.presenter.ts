import type { NoticeRow } from './notice.sql';

/** A dealer's notice as both doors answer it: the catalog id and values (the web renders them), and its text in the reader's language. */
export interface Notice {
  id: number;
  auctionId: number;
  type: string;
  messageId: string;
  values: Record<string, unknown>;
  text: string;
  isRead: boolean;
  createdAt: Date;
}

export interface NoticeCounts {
  total: number;
  unread: number;
}

/** A watched auction in "my watchlist". */
export interface WatchedAuction {
  auctionId: number;
  watchedAt: Date;
  status: string;
  startDate: Date;
  endDate: Date;
  currentHighBid: string;
  vehicle: string;
}

export interface WatchState {
  auctionId: number;
  watching: boolean;
}

export function presentNotice(row: NoticeRow, text: (id: string, values: Record<string, unknown>) => string): Notice {
  return {
    id: row.id,
    auctionId: row.auction_id,
    type: row.notification_type,
    messageId: row.message,
    values: row.message_values,
    text: text(row.message, row.message_values),
    isRead: row.is_read,
    createdAt: new Date(row.created_at),
  };
}

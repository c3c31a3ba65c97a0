import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChatDateRange } from '@vdp/shared/chat/chat.constants';
import type { PageArgs } from '@vdp/shared/paging/page-args';
import type { ChatSessionFilter } from '@vdp/shared/validation/chat.schema';
import { notFound } from '../../core/errors';
import type { Connection, CursorFieldNames } from '../../core/keyset';
import { containsPattern } from '../../core/text';
import { adminSessionsPage, messagesPage } from './chat-pages';
import { ChatSession } from './chat-session.entity';
import { presentStats, type ChatDayRow, type ChatStats, type ChatTotalsRow } from './chat-stats.presenter';
import type { ChatSessionSummary, StoredChatMessage } from './chat.presenter';

/** A session counts as active when its last message is this recent. */
export const ACTIVE_WINDOW_MS = 24 * 3_600_000;
const DAY_MS = 86_400_000;

function startOfDay(now: Date, daysAgo: number): Date {
  const day = new Date(now.getTime() - daysAgo * DAY_MS);
  day.setUTCHours(0, 0, 0, 0);
  return day;
}

/** The creation window of a history range: from (inclusive) and before (exclusive), null when open. */
function createdWithin(range: ChatDateRange, now: Date): [Date | null, Date | null] {
  switch (range) {
    case 'today':
      return [startOfDay(now, 0), null];
    case 'yesterday':
      return [startOfDay(now, 1), startOfDay(now, 0)];
    case 'last7':
      return [new Date(now.getTime() - 7 * DAY_MS), null];
    case 'last30':
      return [new Date(now.getTime() - 30 * DAY_MS), null];
    default:
      return [null, null];
  }
}

/** What admins see of every conversation (spec 001 §2 Chat history and analytics). */
export class ChatAdminService {
  /** Every conversation, filtered and sorted, a page at a time with the filtered count. */
  async sessions(
    em: EntityManager,
    filter: ChatSessionFilter,
    page: PageArgs,
    fields?: CursorFieldNames,
    now = new Date(),
  ): Promise<Connection<ChatSessionSummary>> {
    const [createdFrom, createdBefore] = createdWithin(filter.range, now);
    const like = filter.search ? containsPattern(filter.search) : null;
    return adminSessionsPage(em, { like, createdFrom, createdBefore, sort: filter.sort }, page, fields);
  }

  /** Any conversation's messages, oldest first, a page at a time (the web opens at the last page). */
  async messages(
    em: EntityManager,
    sessionId: string,
    page: PageArgs,
    fields?: CursorFieldNames,
  ): Promise<Connection<StoredChatMessage>> {
    const session = await em.findOne(ChatSession, { sessionId });
    if (!session) throw notFound('Chat session not found.');
    return messagesPage(em, session, page, fields);
  }

  /** Summary cards and the 7-day chart, in three statements whatever the volume. */
  async stats(em: EntityManager, now = new Date()): Promise<ChatStats> {
    const conn = em.getConnection();
    const since = startOfDay(now, 6);
    const [totals] = await conn.execute<ChatTotalsRow[]>(
      `select count(*) as sessions, count(*) filter (where last_message_at >= ?) as active,
              coalesce(sum(message_count), 0) as messages from chat_sessions`,
      [new Date(now.getTime() - ACTIVE_WINDOW_MS)],
    );
    const messageDays = await conn.execute<ChatDayRow[]>(
      `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as n
         from chat_messages where created_at >= ? group by 1`,
      [since],
    );
    const sessionDays = await conn.execute<ChatDayRow[]>(
      `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as n
         from chat_sessions where created_at >= ? group by 1`,
      [since],
    );
    const dates = Array.from({ length: 7 }, (_, i) =>
      startOfDay(now, 6 - i)
        .toISOString()
        .slice(0, 10),
    );
    return presentStats(totals, dates, messageDays, sessionDays);
  }
}

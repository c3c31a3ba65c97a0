import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import type { ChatSessionFilter } from '@vdp/shared/validation/chat.schema';
import { notFound } from '../../core/errors';
import { containsPattern } from '../../core/text';
import { ChatMessage } from './chat-message.entity';
import { ChatSession } from './chat-session.entity';
import { presentStats, type ChatDayRow, type ChatStats, type ChatTotalsRow } from './chat-stats.presenter';
import { presentMessage, presentSession, type ChatSessionSummary, type StoredChatMessage } from './chat.presenter';
import { CHAT_SERVER_LIMITS } from './chat.constants';

/** A session counts as active when its last message is this recent. */
export const ACTIVE_WINDOW_MS = 24 * 3_600_000;
const DAY_MS = 86_400_000;

function startOfDay(now: Date, daysAgo: number): Date {
  const day = new Date(now.getTime() - daysAgo * DAY_MS);
  day.setUTCHours(0, 0, 0, 0);
  return day;
}

const ORDER = {
  recent: { createdAt: 'desc', id: 'desc' },
  oldest: { createdAt: 'asc', id: 'asc' },
  messages: { messageCount: 'desc', id: 'desc' },
  active: { lastMessageAt: 'desc nulls last', id: 'desc' },
} as const;

/** What admins see of every conversation (spec 001 §2 Chat history and analytics). */
export class ChatAdminService {
  async sessions(em: EntityManager, filter: ChatSessionFilter, now = new Date()): Promise<ChatSessionSummary[]> {
    const where: FilterQuery<ChatSession> = {};
    if (filter.search) {
      const like = containsPattern(filter.search);
      where.$or = [{ title: { $ilike: like } }, { sessionId: { $ilike: like } }];
    }
    const created = {
      all: undefined,
      today: { $gte: startOfDay(now, 0) },
      yesterday: { $gte: startOfDay(now, 1), $lt: startOfDay(now, 0) },
      last7: { $gte: new Date(now.getTime() - 7 * DAY_MS) },
      last30: { $gte: new Date(now.getTime() - 30 * DAY_MS) },
    }[filter.range];
    if (created) where.createdAt = created;
    const sessions = await em.find(ChatSession, where, { orderBy: ORDER[filter.sort], limit: CHAT_SERVER_LIMITS.adminListLimit });
    return sessions.map(presentSession);
  }

  async messages(em: EntityManager, sessionId: string): Promise<StoredChatMessage[]> {
    const session = await em.findOne(ChatSession, { sessionId });
    if (!session) throw notFound('Chat session not found.');
    const messages = await em.find(ChatMessage, { session }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return messages.map(presentMessage);
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

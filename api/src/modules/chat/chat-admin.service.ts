import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound } from '../../core/errors';
import { ChatMessage } from './chat-message.entity';
import { ChatSession } from './chat-session.entity';
import { CHAT_LIMITS } from './chat.constants';

export const DATE_RANGES = ['all', 'today', 'yesterday', 'last7', 'last30'] as const;
export const SESSION_SORTS = ['recent', 'oldest', 'messages', 'active'] as const;
export type DateRange = (typeof DATE_RANGES)[number];
export type SessionSort = (typeof SESSION_SORTS)[number];

/** A session counts as active when its last message is this recent. */
export const ACTIVE_WINDOW_MS = 24 * 3_600_000;
const DAY_MS = 86_400_000;

export interface SessionFilter {
  search?: unknown;
  range?: unknown;
  sort?: unknown;
}

export interface ChatStats {
  totalSessions: number;
  activeSessions: number;
  totalMessages: number;
  averageMessages: number;
  days: Array<{ date: string; messages: number; sessions: number }>;
}

function startOfDay(now: Date, daysAgo: number): Date {
  const day = new Date(now.getTime() - daysAgo * DAY_MS);
  day.setUTCHours(0, 0, 0, 0);
  return day;
}

/** What admins see of every conversation (spec 001 §2 Chat history and analytics). */
export class ChatAdminService {
  async sessions(em: EntityManager, filter: SessionFilter, now = new Date()): Promise<ChatSession[]> {
    const range = (filter.range ?? 'all') as DateRange;
    const sort = (filter.sort ?? 'recent') as SessionSort;
    const problems = [];
    if (!DATE_RANGES.includes(range))
      problems.push({ field: 'range', message: `range must be one of ${DATE_RANGES.join(', ')}` });
    if (!SESSION_SORTS.includes(sort))
      problems.push({ field: 'sort', message: `sort must be one of ${SESSION_SORTS.join(', ')}` });
    if (filter.search !== undefined && filter.search !== null && typeof filter.search !== 'string') {
      problems.push({ field: 'search', message: 'search must be text' });
    }
    if (problems.length > 0) throw badInput(problems);
    const where: Record<string, unknown> = {};
    const search = typeof filter.search === 'string' ? filter.search.trim() : '';
    if (search) {
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.$or = [{ title: { $ilike: like } }, { sessionId: { $ilike: like } }];
    }
    if (range === 'today') where.createdAt = { $gte: startOfDay(now, 0) };
    if (range === 'yesterday') where.createdAt = { $gte: startOfDay(now, 1), $lt: startOfDay(now, 0) };
    if (range === 'last7') where.createdAt = { $gte: new Date(now.getTime() - 7 * DAY_MS) };
    if (range === 'last30') where.createdAt = { $gte: new Date(now.getTime() - 30 * DAY_MS) };
    const orderBy = {
      recent: { createdAt: 'desc', id: 'desc' },
      oldest: { createdAt: 'asc', id: 'asc' },
      messages: { messageCount: 'desc', id: 'desc' },
      active: { lastMessageAt: 'desc nulls last', id: 'desc' },
    } as const;
    return em.find(ChatSession, where, { orderBy: orderBy[sort], limit: CHAT_LIMITS.adminListLimit });
  }

  async messages(em: EntityManager, sessionId: string): Promise<ChatMessage[]> {
    const session = await em.findOne(ChatSession, { sessionId });
    if (!session) throw notFound('Chat session not found.');
    return em.find(ChatMessage, { session }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  /** Summary cards and the 7-day chart, in three statements whatever the volume. */
  async stats(em: EntityManager, now = new Date()): Promise<ChatStats> {
    const conn = em.getConnection();
    const since = startOfDay(now, 6);
    const [totals] = await conn.execute<Array<{ sessions: string; active: string; messages: string }>>(
      `select count(*) as sessions, count(*) filter (where last_message_at >= ?) as active,
              coalesce(sum(message_count), 0) as messages from chat_sessions`,
      [new Date(now.getTime() - ACTIVE_WINDOW_MS)],
    );
    const messageDays = await conn.execute<Array<{ day: string; n: string }>>(
      `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as n
         from chat_messages where created_at >= ? group by 1`,
      [since],
    );
    const sessionDays = await conn.execute<Array<{ day: string; n: string }>>(
      `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as n
         from chat_sessions where created_at >= ? group by 1`,
      [since],
    );
    const count = (rows: Array<{ day: string; n: string }>, day: string) => Number(rows.find((r) => r.day === day)?.n ?? 0);
    const days = Array.from({ length: 7 }, (_, i) => {
      const date = startOfDay(now, 6 - i)
        .toISOString()
        .slice(0, 10);
      return { date, messages: count(messageDays, date), sessions: count(sessionDays, date) };
    });
    const totalSessions = Number(totals.sessions);
    const totalMessages = Number(totals.messages);
    return {
      totalSessions,
      activeSessions: Number(totals.active),
      totalMessages,
      averageMessages: totalSessions ? Math.round((totalMessages / totalSessions) * 10) / 10 : 0,
      days,
    };
  }
}

/** One day of the admin's 7-day chart (GraphQL type ChatDay). */
export interface ChatDay {
  /** YYYY-MM-DD (UTC). */
  date: string;
  messages: number;
  sessions: number;
}

/** Summary cards and the 7-day chart of the chat history (GraphQL type ChatStats, GET /api/admin/chat/stats). */
export interface ChatStats {
  totalSessions: number;
  activeSessions: number;
  totalMessages: number;
  averageMessages: number;
  days: ChatDay[];
}

/** Counts as PostgreSQL answers them (bigint as text). */
export interface ChatTotalsRow {
  sessions: string;
  active: string;
  messages: string;
}
export interface ChatDayRow {
  day: string;
  n: string;
}

/** The stats from the totals and the per-day counts of messages and sessions, for the days asked. */
export function presentStats(
  totals: ChatTotalsRow,
  dates: string[],
  messageDays: ChatDayRow[],
  sessionDays: ChatDayRow[],
): ChatStats {
  const count = (rows: ChatDayRow[], day: string) => Number(rows.find((r) => r.day === day)?.n ?? 0);
  const totalSessions = Number(totals.sessions);
  const totalMessages = Number(totals.messages);
  return {
    totalSessions,
    activeSessions: Number(totals.active),
    totalMessages,
    averageMessages: totalSessions ? Math.round((totalMessages / totalSessions) * 10) / 10 : 0,
    days: dates.map((date) => ({ date, messages: count(messageDays, date), sessions: count(sessionDays, date) })),
  };
}

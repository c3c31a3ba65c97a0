import type { ChatSessionSort } from '@vdp/shared/chat/chat.constants';
import { whereClause, type KeyedRow, type ListOrder, type PagePlan } from '../../core/keyset';

/**
 * The chat lists' orders, statements and indexes (issue 14 §2, ADR 19): each list reads a page
 * with one statement whose keyset condition an index serves in order, declared on the entities
 * and created by Migration20261128130000_chat_and_delivery_pages.
 */

/** When a conversation last moved: its last message, else its creation (a session never written to). */
const LAST_ACTIVITY = 'coalesce(last_message_at, created_at)';

export const SESSIONS_BY_CREATION_INDEX = 'chat_sessions_created_idx';
export const SESSIONS_BY_CREATION_INDEX_SQL = `create index "${SESSIONS_BY_CREATION_INDEX}" on "chat_sessions" ("created_at" desc, "id" desc)`;
export const SESSIONS_BY_MESSAGES_INDEX = 'chat_sessions_message_count_idx';
export const SESSIONS_BY_MESSAGES_INDEX_SQL = `create index "${SESSIONS_BY_MESSAGES_INDEX}" on "chat_sessions" ("message_count" desc, "id" desc)`;
export const SESSIONS_BY_ACTIVITY_INDEX = 'chat_sessions_activity_idx';
export const SESSIONS_BY_ACTIVITY_INDEX_SQL = `create index "${SESSIONS_BY_ACTIVITY_INDEX}" on "chat_sessions" ((${LAST_ACTIVITY}) desc, "id" desc)`;
export const SESSIONS_BY_BROWSER_INDEX = 'chat_sessions_owner_key_updated_idx';
export const SESSIONS_BY_BROWSER_INDEX_SQL = `create index "${SESSIONS_BY_BROWSER_INDEX}" on "chat_sessions" ("owner_key", "updated_at" desc, "id" desc)`;
export const SESSIONS_BY_USER_INDEX = 'chat_sessions_user_id_updated_idx';
export const SESSIONS_BY_USER_INDEX_SQL = `create index "${SESSIONS_BY_USER_INDEX}" on "chat_sessions" ("user_id", "updated_at" desc, "id" desc)`;
export const MESSAGES_BY_SESSION_INDEX = 'chat_messages_session_created_idx';
export const MESSAGES_BY_SESSION_INDEX_SQL = `create index "${MESSAGES_BY_SESSION_INDEX}" on "chat_messages" ("session_id", "created_at", "id")`;

const byId = { sql: 'id', type: 'integer' } as const;

/**
 * The admin history's orders, one per sort it offers. `messages` and `active` order by values that
 * change as conversations go on: a walk reads the list as it stands at each page, so a session
 * that moves while an admin pages may appear twice or not at all, which a history screen accepts.
 */
export const ADMIN_SESSION_ORDERS: Record<ChatSessionSort, ListOrder> = {
  recent: { columns: [{ sql: 'created_at', type: 'timestamptz' }, byId], descending: true },
  oldest: { columns: [{ sql: 'created_at', type: 'timestamptz' }, byId], descending: false },
  messages: { columns: [{ sql: 'message_count', type: 'integer' }, byId], descending: true },
  active: { columns: [{ sql: LAST_ACTIVITY, type: 'timestamptz' }, byId], descending: true },
};

/** A visitor's own conversations, the last touched first (updated_at moves with each message, as above). */
export const OWNER_SESSION_ORDER: ListOrder = {
  columns: [{ sql: 'updated_at', type: 'timestamptz' }, byId],
  descending: true,
};

/** A conversation reads oldest first; its latest messages are the last page (`last`/`before`). */
export const MESSAGE_ORDER: ListOrder = {
  columns: [{ sql: 'created_at', type: 'timestamptz' }, byId],
  descending: false,
};

const SESSION_COLUMNS = 'id, session_id, title, model, message_count, is_active, created_at, updated_at, last_message_at';

/** Times come back from plain statements as PostgreSQL's text (the presenters make Dates of them). */
export interface ChatSessionRow extends KeyedRow {
  id: number;
  session_id: string;
  title: string;
  model: string;
  message_count: number;
  is_active: boolean;
  created_at: string;
  updated_at: string;
  last_message_at: string | null;
}

export interface ChatMessageRow extends KeyedRow {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  created_at: string;
  tokens: number | null;
  model: string | null;
  finish_reason: string | null;
}

export interface Statement {
  sql: string;
  params: unknown[];
}

/** The admin history's conditions: text in the title or session id, and a creation window. */
export interface AdminSessionQuery {
  /** A LIKE pattern (core/text containsPattern), or null. */
  like: string | null;
  createdFrom: Date | null;
  createdBefore: Date | null;
}

function adminConditions(query: AdminSessionQuery): Statement {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.like !== null) {
    where.push('(title ilike ? or session_id ilike ?)');
    params.push(query.like, query.like);
  }
  if (query.createdFrom) {
    where.push('created_at >= ?');
    params.push(query.createdFrom);
  }
  if (query.createdBefore) {
    where.push('created_at < ?');
    params.push(query.createdBefore);
  }
  return { sql: where.join(' and '), params };
}

export function adminSessionsPageSql(query: AdminSessionQuery, plan: PagePlan): Statement {
  const conditions = adminConditions(query);
  return {
    sql: `select ${SESSION_COLUMNS}, ${plan.keySelect}
from chat_sessions ${whereClause(conditions.sql ? [conditions.sql] : [], plan)}
order by ${plan.orderBy} limit ?`,
    params: [...conditions.params, ...plan.params, plan.limit],
  };
}

/** The filtered count the history shows as "n of total" (sessions, not messages: a count it can afford). */
export function adminSessionsCountSql(query: AdminSessionQuery): Statement {
  const conditions = adminConditions(query);
  return {
    sql: `select count(*)::int as total from chat_sessions ${conditions.sql ? `where ${conditions.sql}` : ''}`,
    params: conditions.params,
  };
}

/**
 * A visitor's sessions are their browser's and their account's: one ordered, limited branch per
 * owner column (each read by its index), merged without duplicates, then the page taken.
 */
export function ownerSessionsPageSql(
  owners: ReadonlyArray<{ column: 'owner_key' | 'user_id'; value: unknown }>,
  plan: PagePlan,
): Statement {
  const branches = owners.map(
    (owner) => `(select ${SESSION_COLUMNS}, ${plan.keySelect}
  from chat_sessions ${whereClause([`${owner.column} = ?`], plan)}
  order by ${plan.orderBy} limit ?)`,
  );
  return {
    sql: `select * from (${branches.join('\nunion\n')}) mine order by ${plan.orderBy} limit ?`,
    params: [...owners.flatMap((owner) => [owner.value, ...plan.params, plan.limit]), plan.limit],
  };
}

/** One page of a conversation (by the session row's id). */
export function messagesPageSql(sessionRowId: number, plan: PagePlan): Statement {
  return {
    sql: `select id, role, content, created_at, tokens, model, finish_reason, ${plan.keySelect}
from chat_messages ${whereClause(['session_id = ?'], plan)}
order by ${plan.orderBy} limit ?`,
    params: [sessionRowId, ...plan.params, plan.limit],
  };
}

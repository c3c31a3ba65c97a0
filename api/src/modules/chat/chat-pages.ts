import type { EntityManager } from '@mikro-orm/postgresql';
import type { PageArgs } from '@vdp/shared/paging/page-args';
import type { ChatSessionSort } from '@vdp/shared/chat/chat.constants';
import { connectionOf, planPage, type Connection, type CursorFieldNames } from '../../core/keyset';
import type { ChatOwner } from './chat-owner';
import { presentMessageRow, presentSessionRow, type ChatSessionSummary, type StoredChatMessage } from './chat.presenter';
import { CHAT_SERVER_LIMITS } from './chat.constants';
import {
  ADMIN_SESSION_ORDERS,
  adminSessionsCountSql,
  adminSessionsPageSql,
  MESSAGE_ORDER,
  messagesPageSql,
  OWNER_SESSION_ORDER,
  ownerSessionsPageSql,
  type AdminSessionQuery,
  type ChatMessageRow,
  type ChatSessionRow,
} from './chat.sql';

/**
 * Pages of the chat lists (issue 14 §2): plain statements through the keyset helper, a constant
 * number of them per page whatever its size. `fields` names the cursors in refusals (REST's
 * `cursor`/`before`).
 */

/** The admin history: one statement for the page, one for the filtered count the screen shows. */
export async function adminSessionsPage(
  em: EntityManager,
  query: AdminSessionQuery & { sort: ChatSessionSort },
  page: PageArgs,
  fields?: CursorFieldNames,
): Promise<Connection<ChatSessionSummary>> {
  const plan = planPage(ADMIN_SESSION_ORDERS[query.sort], page, { fields });
  const connection = em.getConnection();
  const statement = adminSessionsPageSql(query, plan);
  const count = adminSessionsCountSql(query);
  const [rows, [counted]] = await Promise.all([
    connection.execute<ChatSessionRow[]>(statement.sql, statement.params),
    connection.execute<Array<{ total: number }>>(count.sql, count.params),
  ]);
  return connectionOf(plan, rows, presentSessionRow, counted?.total ?? 0);
}

/** A visitor's conversations (their browser's and their account's); not counted: the sidebar shows no total. */
export async function ownerSessionsPage(
  em: EntityManager,
  owner: ChatOwner,
  page: PageArgs,
  fields?: CursorFieldNames,
): Promise<Connection<ChatSessionSummary>> {
  const plan = planPage(OWNER_SESSION_ORDER, page, { fields });
  const owners = [
    ...(owner.browserKey ? [{ column: 'owner_key' as const, value: owner.browserKey }] : []),
    ...(owner.user ? [{ column: 'user_id' as const, value: owner.user.id }] : []),
  ];
  if (owners.length === 0) return connectionOf(plan, [], presentSessionRow, null);
  const statement = ownerSessionsPageSql(owners, plan);
  const rows = await em.getConnection().execute<ChatSessionRow[]>(statement.sql, statement.params);
  return connectionOf(plan, rows, presentSessionRow, null);
}

/** A conversation's messages; the total is the session's own message counter. */
export async function messagesPage(
  em: EntityManager,
  session: { id: number; messageCount: number },
  page: PageArgs,
  fields?: CursorFieldNames,
): Promise<Connection<StoredChatMessage>> {
  const plan = planPage(MESSAGE_ORDER, page, { defaultSize: CHAT_SERVER_LIMITS.messagesPageSize, fields });
  const statement = messagesPageSql(session.id, plan);
  const rows = await em.getConnection().execute<ChatMessageRow[]>(statement.sql, statement.params);
  return connectionOf(plan, rows, presentMessageRow, session.messageCount);
}

import type { ChatMessage } from './chat-message.entity';
import type { ChatSession } from './chat-session.entity';
import type { ChatMessageRow, ChatSessionRow } from './chat.sql';

/** A conversation without its messages, as both doors answer it (GraphQL type ChatSession). */
export interface ChatSessionSummary {
  id: number;
  sessionId: string;
  title: string;
  model: string;
  messageCount: number;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
  lastMessageAt: Date | null;
}

/** One stored message of a conversation (GraphQL type ChatMessage). */
export interface StoredChatMessage {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  createdAt: Date;
  tokens: number | null;
  model: string | null;
  finishReason: string | null;
}

/** The stored question of chatMessageSend; the reply streams on chatStream under replyId. */
export interface ChatReplyStarted {
  userMessage: StoredChatMessage;
  replyId: string;
}

/** Which assistant answers: its model, or the built-in one. */
export interface ChatAssistant {
  model: string;
  builtIn: boolean;
}

export function presentSession(s: ChatSession): ChatSessionSummary {
  return {
    id: s.id,
    sessionId: s.sessionId,
    title: s.title,
    model: s.model,
    messageCount: s.messageCount,
    isActive: s.isActive,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
    lastMessageAt: s.lastMessageAt ?? null,
  };
}

export function presentMessage(m: ChatMessage): StoredChatMessage {
  return {
    id: m.id,
    role: m.role,
    content: m.content,
    createdAt: m.createdAt,
    tokens: m.tokens ?? null,
    model: m.model ?? null,
    finishReason: m.finishReason ?? null,
  };
}

/** A session as a page statement reads it (chat.sql.ts). */
export function presentSessionRow(row: ChatSessionRow): ChatSessionSummary {
  return {
    id: row.id,
    sessionId: row.session_id,
    title: row.title,
    model: row.model,
    messageCount: row.message_count,
    isActive: row.is_active,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    lastMessageAt: row.last_message_at === null ? null : new Date(row.last_message_at),
  };
}

/** A message as a page statement reads it (chat.sql.ts). */
export function presentMessageRow(row: ChatMessageRow): StoredChatMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    createdAt: new Date(row.created_at),
    tokens: row.tokens,
    model: row.model,
    finishReason: row.finish_reason,
  };
}

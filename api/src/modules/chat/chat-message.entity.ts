import { Entity, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { ChatSession } from './chat-session.entity';
import { CreatedEntity } from '../../db/base.entity';
import { MESSAGES_BY_SESSION_INDEX, MESSAGES_BY_SESSION_INDEX_SQL } from './chat.sql';

/** chat_messages: the messages of a chat session, by user or assistant (spec 001 §3). */
@Entity({ tableName: 'chat_messages' })
@Index({ name: MESSAGES_BY_SESSION_INDEX, expression: MESSAGES_BY_SESSION_INDEX_SQL })
export class ChatMessage extends CreatedEntity {
  /** FK to the session row's integer id (session_id). */
  @ManyToOne(() => ChatSession, { ref: true, deleteRule: 'cascade' })
  session!: Ref<ChatSession>;

  @Property({ type: 'string', length: 20, check: `role = 'user' or role = 'assistant'` })
  role!: 'user' | 'assistant';

  @Property({ type: 'text' })
  content!: string;

  @Property({ type: 'integer', nullable: true })
  tokens?: number | null;

  @Property({ type: 'string', length: 50, nullable: true })
  model?: string | null;

  @Property({ type: 'string', length: 30, nullable: true })
  finishReason?: string | null;

  @Property({ type: 'json', nullable: true })
  metadata?: Record<string, unknown> | null;
}

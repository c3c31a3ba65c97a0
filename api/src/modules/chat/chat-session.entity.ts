import { Entity, Index, ManyToOne, OptionalProps, Property, type Opt, type Ref } from '@mikro-orm/core';
import { User } from '../users/user.entity';
import { CreatedEntity } from '../../db/base.entity';
import {
  SESSIONS_BY_ACTIVITY_INDEX,
  SESSIONS_BY_ACTIVITY_INDEX_SQL,
  SESSIONS_BY_BROWSER_INDEX,
  SESSIONS_BY_BROWSER_INDEX_SQL,
  SESSIONS_BY_CREATION_INDEX,
  SESSIONS_BY_CREATION_INDEX_SQL,
  SESSIONS_BY_MESSAGES_INDEX,
  SESSIONS_BY_MESSAGES_INDEX_SQL,
  SESSIONS_BY_USER_INDEX,
  SESSIONS_BY_USER_INDEX_SQL,
} from './chat.sql';

/**
 * chat_sessions: one AI assistant conversation; `sessionId` is the public id clients use (spec 001 §3).
 * Its indexes serve the pages of its lists (chat.sql.ts): the admin history's sorts and each owner's list.
 */
@Entity({ tableName: 'chat_sessions' })
@Index({ name: SESSIONS_BY_CREATION_INDEX, expression: SESSIONS_BY_CREATION_INDEX_SQL })
@Index({ name: SESSIONS_BY_MESSAGES_INDEX, expression: SESSIONS_BY_MESSAGES_INDEX_SQL })
@Index({ name: SESSIONS_BY_ACTIVITY_INDEX, expression: SESSIONS_BY_ACTIVITY_INDEX_SQL })
@Index({ name: SESSIONS_BY_BROWSER_INDEX, expression: SESSIONS_BY_BROWSER_INDEX_SQL })
@Index({ name: SESSIONS_BY_USER_INDEX, expression: SESSIONS_BY_USER_INDEX_SQL })
export class ChatSession extends CreatedEntity {
  [OptionalProps]?: 'title' | 'model' | 'isActive' | 'messageCount';

  @Property({ type: 'string', length: 64, unique: true })
  sessionId!: string;

  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  user?: Ref<User> | null;

  /** SHA-256 (hex) of the owning browser's chat cookie; signed-in owners are also in `user`. */
  @Property({ type: 'string', length: 64, nullable: true })
  ownerKey?: string | null;

  @Property({ type: 'string', length: 255, default: 'New Conversation' })
  title: string = 'New Conversation';

  @Property({ type: 'string', length: 50, default: 'gpt-4o' })
  model: string = 'gpt-4o';

  @Property({ type: 'text', nullable: true })
  systemPrompt?: string | null;

  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;

  @Property({ type: 'integer', default: 0 })
  messageCount: number = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastMessageAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date(), index: true })
  updatedAt: Opt<Date> = new Date();
}

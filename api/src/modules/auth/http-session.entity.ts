import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/** http_sessions: the server-side sign-in session store; id is a hash of the cookie value, never the cookie itself. */
@Entity({ tableName: 'http_sessions' })
export class HttpSession {
  [OptionalProps]?: 'data' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'string', length: 64 })
  id!: string;

  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade', index: true })
  user!: Ref<User>;

  @Property({ type: 'json', default: '{}' })
  data: Record<string, unknown> = {};

  @Property({ type: 'datetime', columnType: 'timestamptz', index: true })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

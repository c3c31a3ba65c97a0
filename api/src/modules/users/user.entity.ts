import { Entity, Index, OptionalProps, Property } from '@mikro-orm/core';
import { ROLES, type Role } from '@vdp/shared/auth/roles';
import { TimestampedEntity } from '../../db/base.entity';

/** users: every account that can sign in (spec 001 §3). The password column holds an argon2id hash. */
@Entity({ tableName: 'users' })
// the admin list's keyset, newest first (user-account.sql.ts)
@Index({ name: 'users_created_at_id_index', properties: ['createdAt', 'id'] })
export class User extends TimestampedEntity {
  [OptionalProps]?: 'role' | 'isActive' | 'language';

  @Property({ type: 'string', length: 255, unique: true })
  username!: string;

  @Property({ type: 'string', length: 255, unique: true, nullable: true })
  email?: string | null;

  @Property({ type: 'text', hidden: true, lazy: false })
  password!: string;

  /** Check written as `role = 'x' or ...` (not `in (...)`) so it matches PostgreSQL's normalised form and migration:check settles. */
  @Property({ type: 'string', length: 20, default: 'user', check: ROLES.map((r) => `role = '${r}'`).join(' or ') })
  role: Role = 'user';

  @Property({ type: 'string', length: 100, nullable: true })
  firstName?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  lastName?: string | null;

  @Property({ type: 'text', nullable: true })
  avatar?: string | null;

  @Property({ type: 'text', nullable: true })
  bio?: string | null;

  /** false: deactivated by an admin; cannot sign in, and its sessions no longer resolve. */
  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;

  /** The language of this user's notices and e-mails (en, fr): the web's UI language once signed in (issue 18 §3). */
  @Property({ type: 'string', length: 5, default: 'en' })
  language: string = 'en';
}

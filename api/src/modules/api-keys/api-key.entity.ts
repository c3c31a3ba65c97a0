import { Entity, Enum, ManyToOne, Property, type Opt, type Ref } from '@mikro-orm/core';
import { API_KEY_LIMITS } from '@vdp/shared/api-keys/api-keys';
import { ROLES, type Role } from '@vdp/shared/auth/roles';
import { CreatedEntity } from '../../db/base.entity';
import { User } from '../users/user.entity';

/**
 * api_keys (issue 14 §3): a credential for a server-side integration. The secret itself is never
 * stored: only its SHA-256 (ADR 16); the public prefix finds the row. Revoked rows stay, for the
 * list and the audit trail.
 */
@Entity({ tableName: 'api_keys' })
export class ApiKey extends CreatedEntity {
  @Property({ type: 'string', length: API_KEY_LIMITS.name })
  name!: string;

  /** 12 hex characters, shown in lists and in the key itself: how a request's key is found. */
  @Property({ type: 'string', length: 12, unique: true })
  prefix!: string;

  /** SHA-256 of the whole key, hex. */
  @Property({ type: 'string', length: 64 })
  secretHash!: string;

  /** The role the key acts with (the permission table's). */
  @Enum({ items: () => ROLES })
  role!: Role;

  @Property({ type: 'boolean' })
  readOnly!: boolean;

  /** The admin who made it: requests with the key act on their account, with the key's role. */
  @ManyToOne(() => User, { ref: true, nullable: true, fieldName: 'created_by', deleteRule: 'set null', index: true })
  createdBy?: Ref<User> | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastUsedAt?: Opt<Date> | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedAt?: Opt<Date> | null;
}

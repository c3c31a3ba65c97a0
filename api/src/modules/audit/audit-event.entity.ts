import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, type AuditAction, type AuditEntityType } from '@vdp/shared/audit/audit-actions';
import { ROLES, type Role } from '@vdp/shared/auth/roles';
import {
  BY_ACTOR_INDEX,
  BY_ACTOR_INDEX_SQL,
  BY_ENTITY_INDEX,
  BY_ENTITY_INDEX_SQL,
  BY_TIME_INDEX,
  BY_TIME_INDEX_SQL,
} from './audit.sql';

/**
 * audit_events (issue 13 §6): one admin or staff change. Written only by the core's AuditTrail
 * (one INSERT on the change's transaction); the table refuses UPDATE, DELETE and TRUNCATE.
 */
@Entity({ tableName: 'audit_events' })
@Index({ name: BY_TIME_INDEX, expression: BY_TIME_INDEX_SQL })
@Index({ name: BY_ENTITY_INDEX, expression: BY_ENTITY_INDEX_SQL })
@Index({ name: BY_ACTOR_INDEX, expression: BY_ACTOR_INDEX_SQL })
export class AuditEvent {
  @PrimaryKey({ type: 'bigint' })
  id!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  occurredAt!: Date;

  /** No foreign key: history outlives accounts. */
  @Property({ type: 'integer', nullable: true })
  actorId?: number | null;

  @Property({ type: 'string', length: 255, nullable: true })
  actorUsername?: string | null;

  @Enum({ items: () => ROLES, nullable: true })
  actorRole?: Role | null;

  @Enum({ items: () => AUDIT_ENTITY_TYPES })
  entityType!: AuditEntityType;

  @Property({ type: 'string', length: 150 })
  entityId!: string;

  @Enum({ items: () => AUDIT_ACTIONS })
  action!: AuditAction;

  @Property({ type: 'json', nullable: true })
  before?: Record<string, unknown> | null;

  @Property({ type: 'json', nullable: true })
  after?: Record<string, unknown> | null;
}

import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { AuditAction, AuditEntityType } from '@vdp/shared/audit/audit-actions';
import type { Role } from '@vdp/shared/auth/roles';
import { connectionTypes } from '../../graphql/connection';
import type { AuditEventRecord } from './audit-event.presenter';

@ObjectType('AuditEvent', { description: 'One admin or staff change: who, when, what, the values before and after.' })
export class AuditEventView implements AuditEventRecord {
  @Field(() => ID, { description: 'The event’s id (a bigint as text), increasing.' }) id!: string;
  @Field(() => Date, { description: 'When the change was made (the start of its transaction).' }) occurredAt!: Date;
  @Field(() => Int, { nullable: true, description: 'Null: the platform itself or a visitor.' }) actorId!: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'The actor’s username at the time (kept if the account changes or goes); null without an actor.',
  })
  actorUsername!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The actor’s role at the time: one of ROLES (@vdp/shared/auth/roles); null without an actor.',
  })
  actorRole!: Role | null;
  @Field(() => String, { description: 'One of AUDIT_ENTITY_TYPES (@vdp/shared/audit/audit-actions).' })
  entityType!: AuditEntityType;
  @Field(() => String, {
    description: 'The changed record’s id as text (a row id, or a key such as a setting’s), up to 150 characters.',
  })
  entityId!: string;
  @Field(() => String, { description: 'One of AUDIT_ACTIONS.' }) action!: AuditAction;
  @Field(() => GraphQLJSONObject, { nullable: true, description: 'The changed fields before; null for a creation.' })
  before!: Record<string, unknown> | null;
  @Field(() => GraphQLJSONObject, { nullable: true, description: 'The changed fields after.' })
  after!: Record<string, unknown> | null;
}

export const AuditEventConnectionView = connectionTypes('AuditEvent', AuditEventView, {
  description: 'A page of the audit trail, newest first (GraphQL Cursor Connections).',
});

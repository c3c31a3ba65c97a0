import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { AuditAction, AuditEntityType } from '@vdp/shared/audit/audit-actions';
import type { Role } from '@vdp/shared/auth/roles';
import { connectionTypes } from '../../graphql/connection';
import type { AuditEventRecord } from './audit-event.presenter';

@ObjectType('AuditEvent', { description: 'One admin or staff change: who, when, what, the values before and after.' })
export class AuditEventView implements AuditEventRecord {
  @Field(() => ID) id!: string;
  @Field(() => Date) occurredAt!: Date;
  @Field(() => Int, { nullable: true, description: 'Null: the platform itself or a visitor.' }) actorId!: number | null;
  @Field(() => String, { nullable: true }) actorUsername!: string | null;
  @Field(() => String, { nullable: true }) actorRole!: Role | null;
  @Field(() => String, { description: 'One of AUDIT_ENTITY_TYPES (@vdp/shared/audit/audit-actions).' })
  entityType!: AuditEntityType;
  @Field(() => String) entityId!: string;
  @Field(() => String, { description: 'One of AUDIT_ACTIONS.' }) action!: AuditAction;
  @Field(() => GraphQLJSONObject, { nullable: true, description: 'The changed fields before; null for a creation.' })
  before!: Record<string, unknown> | null;
  @Field(() => GraphQLJSONObject, { nullable: true, description: 'The changed fields after.' })
  after!: Record<string, unknown> | null;
}

export const AuditEventConnectionView = connectionTypes('AuditEvent', AuditEventView, {
  description: 'A page of the audit trail, newest first (GraphQL Cursor Connections).',
});

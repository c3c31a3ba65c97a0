import { Field, ID, InputType } from 'type-graphql';

/** The audit trail's filters (rules: auditEventFilterSchema of @vdp/shared); every field optional. */
@InputType('AuditEventFilter')
export class AuditEventFilterInput {
  @Field(() => String, { nullable: true, description: 'One of AUDIT_ENTITY_TYPES.' }) entityType?: string | null;
  @Field(() => String, { nullable: true, description: 'One of AUDIT_ACTIONS.' }) action?: string | null;
  @Field(() => ID, { nullable: true }) actorId?: string | null;
  @Field(() => String, { nullable: true, description: 'Part of the username of who made the change.' }) actor?: string | null;
  @Field(() => String, { nullable: true }) entityId?: string | null;
  @Field(() => Date, { nullable: true }) from?: Date | null;
  @Field(() => Date, { nullable: true }) to?: Date | null;
}

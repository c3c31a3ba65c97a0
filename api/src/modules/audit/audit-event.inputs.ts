import { Field, ID, InputType } from 'type-graphql';

/** The audit trail's filters (rules: auditEventFilterSchema of @vdp/shared); every field optional. */
@InputType('AuditEventFilter', { description: 'The audit trail’s filters (auditEventFilterSchema); all given must match.' })
export class AuditEventFilterInput {
  @Field(() => String, { nullable: true, description: 'One of AUDIT_ENTITY_TYPES.' }) entityType?: string | null;
  @Field(() => String, { nullable: true, description: 'One of AUDIT_ACTIONS.' }) action?: string | null;
  @Field(() => ID, { nullable: true, description: 'The account that made the change, by id.' }) actorId?: string | null;
  @Field(() => String, { nullable: true, description: 'Part of the username of who made the change.' }) actor?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The changed record’s id, exactly (with entityType, one record’s history).',
  })
  entityId?: string | null;
  @Field(() => Date, { nullable: true, description: 'Changes at or after this moment.' }) from?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Changes at or before this moment; not before from.' }) to?: Date | null;
}

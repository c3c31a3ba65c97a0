import { object, type InferType, type TestContext } from 'yup';
import { AUDIT_ACTIONS, AUDIT_ENTITY_ID_MAX, AUDIT_ENTITY_TYPES } from '../audit/audit-actions';
import { AUDIT_ACTOR_MAX } from '../audit/audit-page';
import { message } from './message';
import { MAX_ROW_ID, optionalDate, optionalOneOf, optionalText, wholeNumber } from './rules';

/** An optional whole number id: absent or empty gives null. */
const optionalActorId = () =>
  wholeNumber({ min: 1, max: MAX_ROW_ID }, 'audit.actorId.invalid', 0)
    .transform((value: number, original: unknown) => (original === '' || original == null ? null : value))
    .nullable()
    .default(null);

/** The range's end may not come before its start. */
function toAfterFrom(this: TestContext, to: Date | null | undefined): boolean {
  const from: unknown = (this.parent as { from?: unknown }).from;
  return !(from instanceof Date) || !to || to.getTime() >= from.getTime();
}

/**
 * The admin's audit trail filters (GET /api/audit-events, auditEvents): every field optional; an
 * actor by id or by (part of) the username. The page is read apart (page.schema.ts).
 */
export const auditEventFilterSchema = object({
  entityType: optionalOneOf(AUDIT_ENTITY_TYPES, 'audit.entityType.invalid'),
  action: optionalOneOf(AUDIT_ACTIONS, 'audit.action.invalid'),
  actorId: optionalActorId(),
  actor: optionalText(AUDIT_ACTOR_MAX, 'audit.actor.tooLong'),
  entityId: optionalText(AUDIT_ENTITY_ID_MAX, 'audit.entityId.tooLong'),
  from: optionalDate('audit.from.invalid').nullable().default(null),
  to: optionalDate('audit.to.invalid').nullable().default(null).test('toAfterFrom', message('audit.to.beforeFrom'), toAfterFrom),
});
export type AuditEventFilter = InferType<typeof auditEventFilterSchema>;

import type { AuditAction, AuditEntityType } from '@vdp/shared/audit/audit-actions';

/** The page's filters as typed (empty: no filter). */
export interface AuditFilterValues {
  entityType: AuditEntityType | '';
  action: AuditAction | '';
  actor: string;
  /** Calendar days (input type="date"), in the viewer's time zone. */
  from: string;
  to: string;
}

export const NO_FILTER: AuditFilterValues = { entityType: '', action: '', actor: '', from: '', to: '' };

/** The day's first or last instant in the viewer's time zone, as the api reads it. */
function dayBound(day: string, end: boolean): string | null {
  if (!day) return null;
  const moment = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(moment.getTime()) ? null : moment.toISOString();
}

/** The auditEvents filter for these values: only what is set. */
export function auditFilterOf(values: AuditFilterValues, actor: string) {
  return {
    entityType: values.entityType || null,
    action: values.action || null,
    actor: actor.trim() || null,
    from: dayBound(values.from, false),
    to: dayBound(values.to, true),
  };
}

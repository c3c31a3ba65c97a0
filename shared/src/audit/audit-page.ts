/**
 * The audit trail's pages (issue 13 §6): newest first, keyset pagination on (occurred_at, id). A
 * cursor is the last row's time in microseconds since 1970 and its id, `<micros>-<id>`: exact (a
 * millisecond Date would skip or repeat rows written in the same millisecond) and readable by both
 * sides without a base64 codec. Clients treat it as opaque.
 */
export const AUDIT_PAGE = { default: 25, max: 100 } as const;

export const AUDIT_CURSOR_PATTERN = /^(\d{1,18})-(\d{1,19})$/;

export interface AuditCursor {
  /** Microseconds since 1970-01-01 UTC, as text (beyond Number's exact range). */
  micros: string;
  id: string;
}

export function encodeAuditCursor(cursor: AuditCursor): string {
  return `${cursor.micros}-${cursor.id}`;
}

/** The cursor's parts, or null for anything that is not a cursor. */
export function decodeAuditCursor(text: string): AuditCursor | null {
  const match = AUDIT_CURSOR_PATTERN.exec(text);
  return match ? { micros: match[1]!, id: match[2]! } : null;
}

/** Longest username filter (users.username's column). */
export const AUDIT_ACTOR_MAX = 255;

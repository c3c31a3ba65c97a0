/** Longest username filter (users.username's column). */
export const AUDIT_ACTOR_MAX = 255;

/** Rows on a page of the audit trail unless the client asks for another size (1-100). */
export const AUDIT_PAGE_SIZE = 25;

import audit from './en/audit.json';

/**
 * The audit trail's messages (issue 13 §6), English: part of `catalogue` (./en.ts); a module of its
 * own so that the web loads them with the admin's audit page rather than in its entry bundle.
 */
export const auditCatalogue = audit;

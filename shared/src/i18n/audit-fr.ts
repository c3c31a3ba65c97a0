import type { auditCatalogue as english } from './audit-en';
import audit from './fr/audit.json';

/** The audit trail's messages, French: the same ids as ./audit-en.ts. */
export const auditCatalogue: Record<keyof typeof english, string> = audit;

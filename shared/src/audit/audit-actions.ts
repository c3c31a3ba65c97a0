/**
 * The audit trail's vocabulary (issue 13 §6): what kinds of record an admin or staff change is
 * about, and what was done. One list each, read by the api (which writes them), its filters and the
 * admin page's labels.
 */
export const AUDIT_ENTITY_TYPES = [
  'user',
  'setting',
  'theme',
  'dealer',
  'charity',
  'auction',
  'bid',
  'donation',
  'receipt',
  'post',
  'page',
  'category',
  'form',
  'apiKey',
  'webhook',
] as const;

export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'activate',
  'deactivate',
  'status',
  'verify',
  'reject',
  'revoke',
  'start',
  'end',
  'issue',
  'password',
  'bidForDealer',
  'rotate',
  'resend',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Longest entity id kept (themes and settings have text keys). */
export const AUDIT_ENTITY_ID_MAX = 150;

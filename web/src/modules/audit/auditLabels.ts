import type { AuditAction, AuditEntityType } from '@vdp/shared/audit/audit-actions';
import type { MessageId } from '../../i18n/messages';
import { isLinkAvailable } from '../../routing/links';

/** Catalog ids built from the shared lists: one label per entity type and action (both languages). */
export const entityTypeLabelId = (type: AuditEntityType) => `audit.entity.${type}` as MessageId;
export const actionLabelId = (action: AuditAction) => `audit.action.${action}` as MessageId;

/** The admin page where each kind of record is managed; a record-level page when one exists. */
const ADMIN_PAGES: Record<AuditEntityType, (id: string) => string> = {
  user: () => '/admin/users',
  setting: () => '/admin/settings',
  theme: () => '/admin/colors',
  dealer: () => '/admin/dealers',
  charity: () => '/admin/charities',
  auction: () => '/admin/auctions',
  bid: () => '/admin/auctions',
  donation: () => '/admin/donations',
  receipt: () => '/admin/donations',
  post: (id) => `/admin/posts/${encodeURIComponent(id)}/edit`,
  page: (id) => `/admin/pages/${encodeURIComponent(id)}/edit`,
  category: () => '/admin/categories',
  form: (id) => `/admin/forms/${encodeURIComponent(id)}/edit`,
  apiKey: () => '/admin/api-keys',
  webhook: () => '/admin/webhooks',
};

/** Where the record's admin page is, or null while that page does not exist (or the record was deleted). */
export function entityHref(type: AuditEntityType, id: string, action: AuditAction): string | null {
  if (action === 'delete') return null;
  const href = ADMIN_PAGES[type](id);
  return isLinkAvailable(href) ? href : null;
}

/** One changed field: its name and its values before and after (null: absent). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The fields of an event, in the order they were recorded (those of `after` first). */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const was = asRecord(before);
  const now = asRecord(after);
  const fields = [...new Set([...Object.keys(now), ...Object.keys(was)])];
  return fields.map((field) => ({ field, before: was[field] ?? null, after: now[field] ?? null }));
}

/** A value as the table shows it: text as it is, nothing as a dash, anything else as JSON. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

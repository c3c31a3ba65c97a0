/**
 * Donation statuses: one stored status, three vocabularies (spec 000 §4, spec 001 §4; how they
 * map: docs/donation-statuses.md). Pure data, bundled by the web too (`@vdp/shared/donations/…`).
 *
 * - DONOR_STATUSES (8): the donor portal's progress steps, each with its message.
 * - STAFF_STATUSES (7): the staff tracking centre's list; progress = position / 7.
 * - ADMIN_STATUSES (4): /admin/donations; in_progress stands for every stored status between
 *   pending and completed and is never stored itself.
 *
 * A donation stores one of ALL_STATUSES (the union of the donor and staff lists, plus cancelled).
 */
export interface DonationStatusDefinition {
  value: string;
  /** Short name (web catalog id). */
  labelId: string;
  /** What it means for the donor (web catalog id); absent for statuses the portal does not explain. */
  messageId?: string;
  /** Position on the donor portal's progress bar (1-based), when it is one of its steps. */
  donorStep?: number;
}

export const DONOR_STATUSES = [
  'pending',
  'contacted',
  'scheduled',
  'picked_up',
  'processing',
  'valued',
  'receipt_issued',
  'completed',
] as const;

export const STAFF_STATUSES = [
  'pending',
  'reviewed',
  'pickup_scheduled',
  'picked_up',
  'valued',
  'receipt_issued',
  'completed',
] as const;

export const ADMIN_STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'] as const;

/** Every status a donation can store, in workflow order (cancelled last). */
export const ALL_STATUSES = [
  'pending',
  'reviewed',
  'contacted',
  'pickup_scheduled',
  'scheduled',
  'picked_up',
  'processing',
  'valued',
  'receipt_issued',
  'completed',
  'cancelled',
] as const;
/** The same list under the name the service uses. */
export const STORED_STATUSES = ALL_STATUSES;

export type DonorStatus = (typeof DONOR_STATUSES)[number];
export type StaffStatus = (typeof STAFF_STATUSES)[number];
export type AdminStatus = (typeof ADMIN_STATUSES)[number];
export type StoredStatus = (typeof ALL_STATUSES)[number];

/** picked_up -> pickedUp: catalog ids are dotted camelCase. */
const camel = (value: string) => value.replace(/[_-]([a-z])/g, (_m, c: string) => c.toUpperCase());
const labelIdOf = (value: string) => `donationStatus.${camel(value)}.label`;

/** The donor portal's steps (with messages), in order. */
export const DONATION_STATUSES: readonly DonationStatusDefinition[] = DONOR_STATUSES.map((value, index) => ({
  value,
  labelId: labelIdOf(value),
  messageId: `donationStatus.${camel(value)}.message`,
  donorStep: index + 1,
}));

/** Every stored status plus the admin's in_progress, each with its label id. */
export const STATUS_DEFINITIONS: readonly DonationStatusDefinition[] = [
  ...DONATION_STATUSES,
  ...[...ALL_STATUSES, 'in_progress']
    .filter((value) => !(DONOR_STATUSES as readonly string[]).includes(value))
    .map((value) => ({ value, labelId: labelIdOf(value) })),
];

/** A new donation starts here. */
export const INITIAL_STATUS: DonorStatus = 'pending';

/**
 * Where a stored status sits on the other lists. A staff status the donor list lacks counts as
 * its donor counterpart, and the other way round: reviewed ~ contacted, pickup_scheduled ~
 * scheduled, processing ~ picked_up (processing comes after the pickup, before the valuation).
 */
const DONOR_EQUIVALENT: Readonly<Record<string, DonorStatus>> = { reviewed: 'contacted', pickup_scheduled: 'scheduled' };
const STAFF_EQUIVALENT: Readonly<Record<string, StaffStatus>> = {
  contacted: 'reviewed',
  scheduled: 'pickup_scheduled',
  processing: 'picked_up',
};

export function statusDefinition(value: string): DonationStatusDefinition | undefined {
  return STATUS_DEFINITIONS.find((status) => status.value === value);
}

/** True for a status a donation may store (any donor or staff status, or cancelled). */
export function isDonationStatus(value: string): value is StoredStatus {
  return (ALL_STATUSES as readonly string[]).includes(value);
}

export function isStaffStatus(value: string): value is StaffStatus {
  return (STAFF_STATUSES as readonly string[]).includes(value);
}

export function isAdminStatus(value: string): value is AdminStatus {
  return (ADMIN_STATUSES as readonly string[]).includes(value);
}

/** The admin area's name for a stored status: pending, completed and cancelled as they are, the rest in_progress. */
export function toAdminStatus(value: string): AdminStatus {
  return value === 'pending' || value === 'completed' || value === 'cancelled' ? value : 'in_progress';
}

/** The stored statuses an admin status stands for (a filter on the admin list). */
export function storedStatusesOf(admin: AdminStatus): StoredStatus[] {
  return ALL_STATUSES.filter((value) => toAdminStatus(value) === admin);
}

/** Progress on the donor portal in percent: the step's position over the number of steps (0 when cancelled). */
export function donorProgress(value: string): number {
  const step = statusDefinition(DONOR_EQUIVALENT[value] ?? value)?.donorStep;
  return step ? Math.round((step / DONOR_STATUSES.length) * 100) : 0;
}

/** Position on the staff list (1–7), 0 when cancelled or unknown. */
export function staffPosition(value: string): number {
  return (STAFF_STATUSES as readonly string[]).indexOf(STAFF_EQUIVALENT[value] ?? value) + 1;
}

/** Progress on the staff tracking centre in percent: position / 7 (spec 000 §4). */
export function staffProgress(value: string): number {
  return Math.round((staffPosition(value) / STAFF_STATUSES.length) * 100);
}

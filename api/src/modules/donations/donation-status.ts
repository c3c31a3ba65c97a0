/**
 * Donation statuses: the one list (spec 000 §4). Pure data, bundled by the web too (alias
 * `@shared-donations`). Each status has its i18n message ids; the donor portal shows the
 * DONOR_STATUSES in this order as its progress steps. Staff statuses extend this list.
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

export type DonorStatus = (typeof DONOR_STATUSES)[number];

/** picked_up -> pickedUp: catalog ids are dotted camelCase. */
const camel = (value: string) => value.replace(/[_-]([a-z])/g, (_m, c: string) => c.toUpperCase());

export const DONATION_STATUSES: readonly DonationStatusDefinition[] = DONOR_STATUSES.map((value, index) => ({
  value,
  labelId: `donationStatus.${camel(value)}.label`,
  messageId: `donationStatus.${camel(value)}.message`,
  donorStep: index + 1,
}));

/** A new donation starts here. */
export const INITIAL_STATUS: DonorStatus = 'pending';

export function statusDefinition(value: string): DonationStatusDefinition | undefined {
  return DONATION_STATUSES.find((status) => status.value === value);
}

export function isDonationStatus(value: string): boolean {
  return statusDefinition(value) !== undefined;
}

/** Progress on the donor portal in percent: the step's position over the number of steps. */
export function donorProgress(value: string): number {
  const step = statusDefinition(value)?.donorStep;
  return step ? Math.round((step / DONOR_STATUSES.length) * 100) : 0;
}

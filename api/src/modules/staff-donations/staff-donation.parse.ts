import { badInput, type FieldProblem } from '../../core/errors';
import {
  ALL_STATUSES,
  ADMIN_STATUSES,
  isAdminStatus,
  isDonationStatus,
  storedStatusesOf,
} from '@vdp/shared/donations/donation-status';
import {
  COMMUNICATION_METHODS,
  COMMUNICATION_TYPES,
  STAFF_LIMITS,
  STAFF_MAX_PAGE_SIZE,
  STAFF_MESSAGES as M,
  STAFF_PAGE_SIZE,
  type CommunicationMethod,
  type CommunicationType,
} from '@vdp/shared/donations/donation.constants';

/** The staff screens' inputs as they arrive from GraphQL arguments or REST bodies and query strings. */
export interface RawListQuery {
  search?: unknown;
  status?: unknown;
  page?: unknown;
  pageSize?: unknown;
}

export interface ListQuery {
  /** Trimmed; empty for none. */
  search: string;
  /** The stored statuses to show; empty for all. */
  statuses: string[];
  page: number;
  pageSize: number;
}

export interface RawCommunication {
  type?: unknown;
  method?: unknown;
  subject?: unknown;
  message?: unknown;
}

export interface CommunicationInput {
  type: CommunicationType;
  method: CommunicationMethod;
  subject: string | null;
  message: string;
}

const { search: MAX_SEARCH, notes: MAX_NOTES, subject: MAX_SUBJECT, message: MAX_MESSAGE } = STAFF_LIMITS;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value.trim() : undefined);
const absent = (value: unknown) => value === undefined || value === null || value === '';

/** A whole number from a GraphQL Int, a JSON number or a query-string digit run. */
function wholeNumber(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isSafeInteger(n) ? n : undefined;
}

/** A donation id from a path or an input; 400 naming `field` when it is not one. */
export function parseDonationId(value: unknown, field = 'donationId'): number {
  const id = wholeNumber(value);
  if (id === undefined || id < 1 || id >= 2 ** 31) throw badInput([{ field, message: M.donationId }]);
  return id;
}

export function parseListQuery(raw: RawListQuery): ListQuery {
  const problems: FieldProblem[] = [];
  const search = absent(raw.search) ? '' : (text(raw.search) ?? '');
  if (!absent(raw.search) && typeof raw.search !== 'string') problems.push({ field: 'search', message: 'Search must be text' });
  if (search.length > MAX_SEARCH) problems.push({ field: 'search', message: M.searchTooLong(MAX_SEARCH) });

  let statuses: string[] = [];
  const status = text(raw.status) ?? '';
  if (status !== '' && status !== 'all') {
    if (isAdminStatus(status)) statuses = storedStatusesOf(status);
    else if (isDonationStatus(status)) statuses = [status];
    else problems.push({ field: 'status', message: M.statusFilterUnknown(status) });
  }

  const page = absent(raw.page) ? 1 : wholeNumber(raw.page);
  if (page === undefined || page < 1 || page > 1_000_000) problems.push({ field: 'page', message: M.page });
  const pageSize = absent(raw.pageSize) ? STAFF_PAGE_SIZE : wholeNumber(raw.pageSize);
  if (pageSize === undefined || pageSize < 1 || pageSize > STAFF_MAX_PAGE_SIZE) {
    problems.push({ field: 'pageSize', message: M.pageSize(STAFF_MAX_PAGE_SIZE) });
  }
  if (problems.length > 0) throw badInput(problems);
  return { search, statuses, page: page!, pageSize: pageSize! };
}

/** A status change: any stored status or an admin status; notes optional. */
export function parseStatusChange(raw: { status?: unknown; notes?: unknown }): { status: string; notes: string | null } {
  const problems: FieldProblem[] = [];
  const status = text(raw.status) ?? '';
  if (status === '') problems.push({ field: 'status', message: M.statusRequired });
  else if (!isDonationStatus(status) && !isAdminStatus(status)) {
    problems.push({
      field: 'status',
      message: `${M.statusUnknown(status)}: use one of ${[...new Set([...ALL_STATUSES, ...ADMIN_STATUSES])].join(', ')}`,
    });
  }
  if (!absent(raw.notes) && typeof raw.notes !== 'string') problems.push({ field: 'notes', message: 'Notes must be text' });
  const notes = text(raw.notes) || null;
  if (notes && notes.length > MAX_NOTES) problems.push({ field: 'notes', message: M.notesTooLong(MAX_NOTES) });
  if (problems.length > 0) throw badInput(problems);
  return { status, notes };
}

export function parseCommunication(raw: RawCommunication): CommunicationInput {
  const problems: FieldProblem[] = [];
  const type = text(raw.type) ?? '';
  if (!(COMMUNICATION_TYPES as readonly string[]).includes(type)) problems.push({ field: 'type', message: M.communicationType });
  const method = text(raw.method) ?? '';
  if (!(COMMUNICATION_METHODS as readonly string[]).includes(method)) {
    problems.push({ field: 'method', message: M.communicationMethod });
  }
  if (!absent(raw.subject) && typeof raw.subject !== 'string')
    problems.push({ field: 'subject', message: 'Subject must be text' });
  const subject = text(raw.subject) || null;
  if (subject && subject.length > MAX_SUBJECT) problems.push({ field: 'subject', message: M.subjectTooLong(MAX_SUBJECT) });
  const message = text(raw.message) ?? '';
  if (message === '') problems.push({ field: 'message', message: M.messageRequired });
  else if (message.length > MAX_MESSAGE) problems.push({ field: 'message', message: M.messageTooLong(MAX_MESSAGE) });
  if (problems.length > 0) throw badInput(problems);
  return { type: type as CommunicationType, method: method as CommunicationMethod, subject, message };
}

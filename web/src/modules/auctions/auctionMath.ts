/** Money on the client: decimal strings in, integer cents for arithmetic, never fractional floats. */
const MONEY = /^(\d{1,8})(?:\.(\d{1,2}))?$/;

export function toCents(value: string): number | undefined {
  const match = MONEY.exec(value.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function fromCents(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The required bid plus a quick-bid addition in whole dollars. */
export function addDollars(amount: string, dollars: number): string {
  return fromCents((toCents(amount) ?? 0) + dollars * 100);
}

/** Quick-bid additions (spec 000 §9). */
export const QUICK_BIDS = [50, 100, 250, 500, 1000] as const;
/** The bid dialog shows this many latest bids. */
export const RECENT_BIDS_SHOWN = 5;

export type TimeLeft =
  | { kind: 'ended' }
  | { kind: 'days'; days: number; hours: number }
  | { kind: 'hours'; hours: number; minutes: number }
  | { kind: 'minutes'; minutes: number };

/** Days and hours, hours and minutes, or minutes; ended at 0 (spec 000 §2.11). */
export function timeLeft(endDate: string | Date, now: number): TimeLeft {
  const ms = new Date(endDate).getTime() - now;
  if (ms <= 0) return { kind: 'ended' };
  const minutesTotal = Math.floor(ms / 60_000);
  const days = Math.floor(minutesTotal / 1440);
  const hours = Math.floor((minutesTotal % 1440) / 60);
  const minutes = minutesTotal % 60;
  if (days > 0) return { kind: 'days', days, hours };
  if (hours > 0) return { kind: 'hours', hours, minutes };
  return { kind: 'minutes', minutes: Math.max(minutes, 1) };
}

/** The smallest acceptable bid: max(current high bid + 0.01, minimum bid). */
export function requiredBid(currentHighBid: string, minimumBid: string): string {
  const next = (toCents(currentHighBid) ?? 0) + 1;
  return fromCents(Math.max(next, toCents(minimumBid) ?? 0));
}

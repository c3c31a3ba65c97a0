import { fromCents, toCents, type Money } from '@vdp/shared/money';

/** The required bid plus a quick-bid addition in whole dollars. */
export function addDollars(amount: Money, dollars: number): Money {
  return fromCents((toCents(amount) ?? 0n) + BigInt(dollars) * 100n);
}

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

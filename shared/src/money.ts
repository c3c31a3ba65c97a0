/**
 * Money as exact decimals: strings with two decimals at the edges ("1234.50"), integer cents
 * (bigint) for arithmetic, never binary floats: 0.1 + 0.2 is not 0.3 in binary.
 */
const MONEY_PATTERN = /^(\d{1,8})(?:\.(\d{1,2}))?$/;

/** The largest amount a decimal(10,2) column holds. */
export const MAX_CENTS = 99_999_999_99n;

export type Money = string;

/** Cents of a well-formed amount ("12", "12.5", "12.50"); undefined when malformed. */
export function toCents(value: string): bigint | undefined {
  const match = MONEY_PATTERN.exec(value.trim());
  if (!match) return undefined;
  const [, whole, fraction = ''] = match;
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** "1234.50" from cents. */
export function fromCents(cents: bigint): Money {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** "$1,234.50": how amounts appear in server messages (CAD, en-CA). */
export function displayMoney(value: Money): string {
  const cents = toCents(value) ?? 0n;
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${whole}.${(cents % 100n).toString().padStart(2, '0')}`;
}

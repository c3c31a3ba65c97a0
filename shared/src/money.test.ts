import { displayMoney, fromCents, toCents } from './money';

describe('money as exact decimals', () => {
  it('reads and writes cents without floats', () => {
    expect(toCents('12')).toBe(1200n);
    expect(toCents('12.5')).toBe(1250n);
    expect(toCents('0.07')).toBe(7n);
    expect(toCents('1.234')).toBeUndefined();
    expect(toCents('-1')).toBeUndefined();
    expect(fromCents(123456n)).toBe('1234.56');
    expect(fromCents(5n)).toBe('0.05');
  });

  it('formats amounts for messages', () => {
    expect(displayMoney('1234567.5')).toBe('$1,234,567.50');
    expect(displayMoney('500.01')).toBe('$500.01');
  });
});

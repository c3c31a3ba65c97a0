import { displayMoney, fromCents, parseMoney, requiredMinimum, toCents } from './money';

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

  it('parses client amounts, naming the field when wrong', () => {
    expect(parseMoney('500', 'Bid amount')).toEqual({ value: '500.00' });
    expect(parseMoney(1000.1, 'Bid amount')).toEqual({ value: '1000.10' });
    expect(parseMoney(0.1 + 0.2, 'Bid amount')).toEqual({ problem: 'Bid amount must be an amount with at most two decimals' });
    expect(parseMoney('', 'Bid amount')).toEqual({ problem: 'Bid amount is required' });
    expect(parseMoney(undefined, 'Bid amount')).toEqual({ problem: 'Bid amount is required' });
    expect(parseMoney('0', 'Bid amount')).toEqual({ problem: 'Bid amount must be greater than 0' });
    expect(parseMoney('100000000', 'Bid amount')).toEqual({ problem: 'Bid amount must be an amount with at most two decimals' });
    expect(parseMoney('abc', 'Bid amount')).toEqual({ problem: 'Bid amount must be an amount with at most two decimals' });
  });

  it('requires the larger of the high bid + 0.01 and the minimum bid', () => {
    expect(requiredMinimum('0.00', '500.00')).toBe('500.00');
    expect(requiredMinimum('500.00', '500.00')).toBe('500.01');
    expect(requiredMinimum('1234.99', '500.00')).toBe('1235.00');
  });

  it('formats amounts for messages', () => {
    expect(displayMoney('1234567.5')).toBe('$1,234,567.50');
    expect(displayMoney('500.01')).toBe('$500.01');
  });
});

import { amount, code, count, date, requiredDate, requiredText, text } from './fields';
import { copyLine, copyValue } from './copy-text';
import { sumAmounts } from './cra-t3010.source';
import { RowError } from './import.types';

describe('registry field readers', () => {
  it('trims text and reads blank as null; a required blank names its column', () => {
    expect(text('  Toronto ')).toBe('Toronto');
    expect(text('   ')).toBeNull();
    expect(() => requiredText('NAME', ' ')).toThrow(new RowError('NAME is empty'));
  });

  it('accepts real calendar days only', () => {
    expect(date('FPE', '2024-02-29')).toBe('2024-02-29');
    expect(date('FPE', '')).toBeNull();
    expect(() => date('FPE', '2025-02-29')).toThrow('FPE must be a date YYYY-MM-DD (got "2025-02-29")');
    expect(() => date('FPE', '2025-13-01')).toThrow(RowError);
    expect(() => date('FPE', '31/12/2025')).toThrow(RowError);
    expect(() => requiredDate('FPE', '')).toThrow('FPE is empty');
  });

  it('reads amounts with at most two decimals, negative allowed', () => {
    expect(amount('4700', '1234.5')).toBe('1234.5');
    expect(amount('4700', '-20.00')).toBe('-20.00');
    expect(amount('4700', '')).toBeNull();
    expect(() => amount('4700', '1,234')).toThrow('4700 must be an amount in dollars such as 1234.56 (got "1,234")');
    expect(() => amount('4700', '1.234')).toThrow(RowError);
  });

  it('reads whole counts and fixed-shape codes', () => {
    expect(count('300', '12')).toBe(12);
    expect(() => count('300', '1.5')).toThrow('300 must be a whole number (got "1.5")');
    expect(code('STATE', 'NY', /^[A-Z]{2}$/, 'a 2-letter state code')).toBe('NY');
    expect(() => code('STATE', 'New York', /^[A-Z]{2}$/, 'a 2-letter state code')).toThrow(
      'STATE must be a 2-letter state code (got "New York")',
    );
  });

  it('sums amounts to the cent and keeps unknown as null', () => {
    expect(sumAmounts(['0.10', '0.20', null])).toBe('0.30');
    expect(sumAmounts(['-5.5', '1'])).toBe('-4.50');
    expect(sumAmounts([null, null])).toBeNull();
  });

  it('writes COPY text with NULLs and escapes', () => {
    expect(copyValue(null)).toBe('\\N');
    expect(copyValue(true)).toBe('true');
    expect(copyValue('a\tb\\c\nd')).toBe('a\\tb\\\\c\\nd');
    expect(copyLine(7, ['x', null, 3])).toBe('7\tx\t\\N\t3\n');
  });
});

import { formatReceiptNumber, RECEIPT_NUMBER_PATTERN } from './receipt-number';

describe('receipt numbers', () => {
  it('number receipts by year with six digits', () => {
    expect(formatReceiptNumber(2026, 42)).toBe('2026-000042');
    expect(RECEIPT_NUMBER_PATTERN.test(formatReceiptNumber(2026, 1_234_567))).toBe(true);
  });
});

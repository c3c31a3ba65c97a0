import { AppError } from '../../core/errors';
import { formatReceiptNumber, RECEIPT_NUMBER_PATTERN } from './receipt-number';
import { parseReceiptRequest } from './receipt.parse';

const today = new Date('2026-06-01T12:00:00Z');
const fields = (raw: Record<string, unknown>): string[] => {
  try {
    parseReceiptRequest({ donationId: 1, ...raw }, today);
    return [];
  } catch (error) {
    return ((error as AppError).details.fields ?? []).map((f) => f.field);
  }
};

describe('receipt requests', () => {
  it('computes the eligible amount as value less advantage, in exact cents', () => {
    expect(
      parseReceiptRequest(
        { donationId: '7', receiptValue: '1000.10', advantageAmount: 0.1, advantageDescription: 'Mug', sendEmail: true },
        today,
      ),
    ).toMatchObject({
      donationId: 7,
      receiptValue: '1000.10',
      advantageAmount: '0.10',
      eligibleAmount: '1000.00',
      sendEmail: true,
      language: 'en',
    });
  });

  it('names each bad field', () => {
    expect(fields({})).toEqual(['receiptValue']);
    expect(fields({ receiptValue: '12.345' })).toEqual(['receiptValue']);
    expect(fields({ receiptValue: '100', advantageAmount: '81', advantageDescription: 'x' })).toEqual(['advantageAmount']);
    expect(fields({ receiptValue: '100', advantageAmount: '80', advantageDescription: 'x' })).toEqual([]);
    expect(fields({ receiptValue: '100', giftReceivedDate: '2026-06-02' })).toEqual(['giftReceivedDate']);
    expect(fields({ receiptValue: '100', language: 'es', sendEmail: 1 })).toEqual(['sendEmail', 'language']);
    expect(() => parseReceiptRequest({ donationId: 'x', receiptValue: '1' }, today)).toThrow(/Donation id/);
  });

  it('numbers receipts by year with six digits', () => {
    expect(formatReceiptNumber(2026, 42)).toBe('2026-000042');
    expect(RECEIPT_NUMBER_PATTERN.test(formatReceiptNumber(2026, 1_234_567))).toBe(true);
  });
});

import { ValidationError } from 'yup';
import { receiptRequestSchema } from './receipt.schema';

const fields = (raw: Record<string, unknown>): string[] => {
  try {
    receiptRequestSchema.validateSync({ donationId: 1, ...raw }, { abortEarly: false, stripUnknown: true });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return [...new Set(error.inner.map((inner) => inner.path))].sort() as string[];
  }
};

describe('receiptRequestSchema', () => {
  it('keeps amounts as dollars with two decimals; an advantage of 0 is none', () => {
    expect(
      receiptRequestSchema.validateSync({
        donationId: '7',
        receiptValue: '1000.10',
        advantageAmount: 0.1,
        advantageDescription: 'Mug',
        sendEmail: true,
      }),
    ).toMatchObject({ donationId: 7, receiptValue: '1000.10', advantageAmount: '0.10', sendEmail: true, language: 'en' });
    expect(receiptRequestSchema.validateSync({ donationId: 7, receiptValue: 5, advantageAmount: '0' })).toMatchObject({
      receiptValue: '5.00',
      advantageAmount: null,
      sendEmail: false,
    });
  });

  it('names each bad field', () => {
    expect(fields({})).toEqual(['receiptValue']);
    expect(fields({ receiptValue: '12.345' })).toEqual(['receiptValue']);
    expect(fields({ receiptValue: '0' })).toEqual(['receiptValue']);
    expect(fields({ receiptValue: '100000000' })).toEqual(['receiptValue']);
    expect(fields({ receiptValue: '100', advantageAmount: '81', advantageDescription: 'x' })).toEqual(['advantageAmount']);
    expect(fields({ receiptValue: '100', advantageAmount: '80', advantageDescription: 'x' })).toEqual([]);
    expect(fields({ receiptValue: '100', advantageAmount: '10' })).toEqual(['advantageDescription']);
    expect(fields({ receiptValue: '100', giftReceivedDate: '2999-06-02' })).toEqual(['giftReceivedDate']);
    expect(fields({ receiptValue: '100', giftReceivedDate: '2026-02-30' })).toEqual(['giftReceivedDate']);
    expect(fields({ receiptValue: '100', language: 'es', sendEmail: 1 })).toEqual(['language', 'sendEmail']);
    expect(fields({ receiptValue: '100', appraiserName: 'x'.repeat(256) })).toEqual(['appraiserName']);
    expect(fields({ donationId: 'x', receiptValue: '1' })).toEqual(['donationId']);
  });

  it('takes sendEmail as true or false, also written as text, and a blank language as English', () => {
    expect(
      receiptRequestSchema.validateSync({ donationId: 1, receiptValue: '1', sendEmail: 'true', language: ' ' }),
    ).toMatchObject({ sendEmail: true, language: 'en' });
  });
});

import { ValidationError } from 'yup';
import { receiptFormSchema, receiptRequestSchema } from './receipt.schema';

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
    const read = receiptRequestSchema.validateSync({
      donationId: '7',
      receiptValue: '1000.10',
      advantageAmount: 0.1,
      advantageDescription: 'Mug',
      sendEmail: true,
    });
    expect(read).toMatchObject({ donationId: 7, receiptValue: '1000.10', advantageAmount: '0.10', sendEmail: true });
    expect(read.language).toBeUndefined(); // the donor's language then
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

  it("takes sendEmail as true or false, also written as text, and a blank language as none (the donor's then)", () => {
    const read = receiptRequestSchema.validateSync({ donationId: 1, receiptValue: '1', sendEmail: 'true', language: ' ' });
    expect(read).toMatchObject({ sendEmail: true });
    expect(read.language).toBeUndefined();
    expect(receiptRequestSchema.validateSync({ donationId: 1, receiptValue: '1', language: 'fr' }).language).toBe('fr');
  });
});

describe('receiptFormSchema (the web form: no donation id, the open donation is the one)', () => {
  const typed = {
    receiptValue: '',
    notes: '',
    sendEmail: true,
    language: 'en',
    advantageAmount: '',
    advantageDescription: '',
    appraiserName: '',
    appraiserAddress: '',
    giftReceivedDate: '',
  };
  const problems = (changes: Record<string, unknown>): Record<string, unknown> => {
    try {
      receiptFormSchema.validateSync({ ...typed, ...changes }, { abortEarly: false });
      return {};
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return Object.fromEntries(error.inner.map((inner) => [inner.path, inner.errors[0]]));
    }
  };

  it('takes the form as typed: empty fields are null, amounts have two decimals', () => {
    expect(receiptFormSchema.validateSync({ ...typed, receiptValue: ' 2450.5 ', language: 'fr', sendEmail: false })).toEqual({
      receiptValue: '2450.50',
      notes: null,
      sendEmail: false,
      language: 'fr',
      advantageAmount: null,
      advantageDescription: null,
      appraiserName: null,
      appraiserAddress: null,
      giftReceivedDate: null,
    });
  });

  it('has the rules of the receipt request, the advantage’s share with its percent', () => {
    expect(problems({})).toEqual({ receiptValue: { id: 'staff.receipt.value.required', values: {} } });
    expect(problems({ receiptValue: '1000', advantageAmount: '800.01', advantageDescription: 'Dinner' })).toEqual({
      advantageAmount: { id: 'staff.receipt.advantage.tooHigh', values: { percent: 80 } },
    });
    expect(problems({ receiptValue: '1000', advantageAmount: '50' })).toEqual({
      advantageDescription: expect.objectContaining({ id: 'staff.receipt.advantageDescription.required' }),
    });
    expect(problems({ receiptValue: '1000', advantageAmount: '0', giftReceivedDate: '2999-01-01' })).toEqual({
      giftReceivedDate: expect.objectContaining({ id: 'staff.receipt.giftDate.invalid' }),
    });
  });
});

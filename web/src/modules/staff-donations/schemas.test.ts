import { communicationSchema, RECEIPT_INITIAL, receiptSchema, statusSchema } from './schemas';

const errorsOf = async (run: () => Promise<unknown>): Promise<string[]> => {
  try {
    await run();
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('staff form rules', () => {
  it('need one of the 7 staff statuses; notes are optional', async () => {
    expect(await errorsOf(() => statusSchema.validate({ status: '', notes: '' }))).toEqual(['staff.status.required']);
    expect(await errorsOf(() => statusSchema.validate({ status: 'cancelled', notes: '' }))).toEqual(['staff.status.required']);
    expect(await errorsOf(() => statusSchema.validate({ status: 'pickup_scheduled', notes: '' }))).toEqual([]);
    expect(await errorsOf(() => statusSchema.validate({ status: 'valued', notes: 'x'.repeat(2001) }))).toEqual([
      'staff.notes.tooLong',
    ]);
  });

  it('need a type, a direction and a message for a communication', async () => {
    const valid = { type: 'phone', method: 'outbound', subject: '', message: 'Called about pickup' };
    expect(await errorsOf(() => communicationSchema.validate(valid))).toEqual([]);
    expect(await errorsOf(() => communicationSchema.validate({ ...valid, message: '   ' }))).toEqual([
      'staff.comm.message.required',
    ]);
    expect(await errorsOf(() => communicationSchema.validate({ ...valid, type: 'fax' }))).toEqual(['staff.comm.type.required']);
  });

  describe('a receipt', () => {
    const receipt = (changes: Partial<typeof RECEIPT_INITIAL>) =>
      errorsOf(() => receiptSchema.validate({ ...RECEIPT_INITIAL, ...changes }, { abortEarly: false }));

    it('needs a positive amount with at most two decimals', async () => {
      expect(await receipt({})).toEqual(['staff.receipt.value.required']);
      expect(await receipt({ receiptValue: '12.345' })).toEqual(['staff.receipt.value.invalid']);
      expect(await receipt({ receiptValue: '0' })).toEqual(['staff.receipt.value.invalid']);
      expect(await receipt({ receiptValue: '-5' })).toEqual(['staff.receipt.value.invalid']);
      expect(await receipt({ receiptValue: '1250.50' })).toEqual([]);
    });

    it('allows an advantage of at most 80% of the value, with a description', async () => {
      expect(await receipt({ receiptValue: '1000', advantageAmount: '800', advantageDescription: 'Dinner' })).toEqual([]);
      expect(await receipt({ receiptValue: '1000', advantageAmount: '800.01', advantageDescription: 'Dinner' })).toEqual([
        'staff.receipt.advantage.tooHigh',
      ]);
      expect(await receipt({ receiptValue: '1000', advantageAmount: '50' })).toEqual([
        'staff.receipt.advantageDescription.required',
      ]);
    });

    it('takes a gift date that is not in the future', async () => {
      expect(await receipt({ receiptValue: '10', giftReceivedDate: '2024-02-30x' })).toEqual(['staff.receipt.giftDate.invalid']);
      expect(await receipt({ receiptValue: '10', giftReceivedDate: '2999-01-01' })).toEqual(['staff.receipt.giftDate.invalid']);
      expect(await receipt({ receiptValue: '10', giftReceivedDate: '2024-02-10' })).toEqual([]);
    });
  });
});

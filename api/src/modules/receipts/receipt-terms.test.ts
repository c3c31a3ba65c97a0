import { receiptTerms } from './receipt-terms';

const request = {
  donationId: 7,
  receiptValue: '1000.10',
  advantageAmount: null,
  advantageDescription: null,
  appraiserName: null,
  appraiserAddress: null,
  giftReceivedDate: null,
  notes: null,
  sendEmail: false,
  language: 'en' as const,
};

describe('receiptTerms', () => {
  it('computes the eligible amount as value less advantage, in exact cents', () => {
    expect(receiptTerms({ ...request, advantageAmount: '0.10', advantageDescription: 'Mug' })).toMatchObject({
      receiptValue: '1000.10',
      advantageAmount: '0.10',
      eligibleAmount: '1000.00',
      advantageDescription: 'Mug',
    });
  });

  it('describes no advantage when there is none', () => {
    expect(receiptTerms({ ...request, advantageDescription: 'Mug' })).toMatchObject({
      eligibleAmount: '1000.10',
      advantageDescription: null,
    });
  });
});

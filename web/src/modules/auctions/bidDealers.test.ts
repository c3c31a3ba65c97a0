import { bidFormSchema } from '@vdp/shared/validation/auction-bid.schema';
import { verifiedDealerOptions } from './bidDealers';

describe("the bid dialog's dealer rule", () => {
  const values = { bidAmount: '600.00', notes: '' };

  it("requires the dealer in an admin's dialog, naming the field", async () => {
    const schema = bidFormSchema('500.00', { forDealer: true });
    await expect(schema.validateAt('dealerId', { ...values, dealerId: '' })).rejects.toMatchObject({
      path: 'dealerId',
      message: { id: 'auctions.bid.dealerRequired', values: {} },
    });
    await expect(schema.isValid({ ...values, dealerId: '7' })).resolves.toBe(true);
  });

  it("asks no dealer in a dealer's own dialog", async () => {
    await expect(bidFormSchema('500.00').isValid({ ...values, dealerId: '' })).resolves.toBe(true);
  });

  it('offers verified dealers only, by name', () => {
    const dealer = (id: string, businessName: string, verificationStatus: string) => ({
      id,
      businessName,
      isVerified: verificationStatus === 'verified',
      verificationStatus,
    });
    expect(
      verifiedDealerOptions([
        dealer('3', 'Zeta Motors', 'verified'),
        dealer('4', 'Pending Cars', 'pending'),
        dealer('5', 'Alpha Auto', 'verified'),
      ]),
    ).toEqual([
      { value: '5', label: 'Alpha Auto (#5)' },
      { value: '3', label: 'Zeta Motors (#3)' },
    ]);
  });
});

import { donationConfirmation } from './donation-mail';

const details = {
  to: 'donor@example.org',
  firstName: 'Marie',
  vehicle: '2015 Toyota Corolla',
  donationId: 7,
  accessCode: 'code',
  trackingUrl: 'https://example.org/track?code=code',
};

describe('the donation confirmation', () => {
  it('promises a free pickup only when the pickup fee is 0, and states the fee otherwise', () => {
    expect(donationConfirmation({ ...details, language: 'en', pickupFee: 0 }).text).toContain('schedule a free pickup');
    const paid = donationConfirmation({ ...details, language: 'en', pickupFee: 75 }).text;
    expect(paid).not.toContain('free pickup');
    expect(paid).toContain('pickup fee: $75.00');
    const french = donationConfirmation({ ...details, language: 'fr', pickupFee: 75 }).text;
    expect(french).not.toContain('gratuit');
    expect(french).toMatch(/frais de remorquage : 75,00\s\$/);
  });
});

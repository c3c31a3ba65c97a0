import { messageText, storedText } from './message-text';

describe('messageText (a stored message in the reader’s language, ADR 28)', () => {
  it('renders an id with its values in English and in French, with each locale’s number formats', () => {
    const sold = { id: 'donation.history.auctionSold', values: { auctionId: 12, amount: 4250, dealerId: 3 } };
    expect(messageText(sold, 'en')).toBe('Auction #12 sold for $4,250.00 to dealer #3.');
    expect(messageText(sold, 'fr')).toMatch(/^Enchère no 12 vendue 4\s250,00\s\$ au concessionnaire no 3\.$/);
    const issued = { id: 'donation.history.receiptIssued', values: { receiptNumber: '2026-000042' } };
    expect(messageText(issued, 'fr')).toBe('Reçu fiscal 2026-000042 délivré');
  });

  it('reads an unknown id as the id, and anything but a message as its text', () => {
    expect(messageText({ id: 'no.such.message' }, 'fr')).toBe('no.such.message');
    expect(messageText('Called the donor', 'fr')).toBe('Called the donor');
  });

  it('storedText: the message when there is one, else the free text kept beside it', () => {
    expect(storedText({ id: 'donation.history.submitted', values: {} }, null, 'fr')).toBe('Demande de don soumise');
    expect(storedText(null, 'Pickup on Friday', 'fr')).toBe('Pickup on Friday');
    expect(storedText(undefined, undefined, 'en')).toBeNull();
  });
});

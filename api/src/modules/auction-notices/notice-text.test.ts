import { noticeLanguage, noticeText } from './notice-text';

describe('a notice’s text in the reader’s language', () => {
  const values = { auctionId: 12, vehicle: '2015 Toyota Corolla', amount: 1250 };

  it('renders the catalog id with its values, money as the language writes it', () => {
    expect(noticeText('en', 'notices.outbid', values)).toBe(
      'You have been outbid on the 2015 Toyota Corolla (auction #12): the high bid is now $1,250.00.',
    );
    expect(noticeText('fr', 'notices.outbid', values)).toBe(
      'Votre offre sur le véhicule 2015 Toyota Corolla (enchère no 12) a été dépassée : la meilleure offre est maintenant de 1 250,00 $.',
    );
  });

  it('keeps old free text readable, and shows an unknown id’s text rather than failing', () => {
    expect(noticeText('fr', 'notices.legacy', { text: 'You have been outbid.' })).toBe('You have been outbid.');
    expect(noticeText('en', 'notices.fromTheFuture', { text: 'Something new' })).toBe('Something new');
    expect(noticeText('en', 'notices.fromTheFuture', {})).toBe('notices.fromTheFuture');
  });

  it('reads a stored language, anything but fr as en', () => {
    expect([noticeLanguage('fr'), noticeLanguage('en'), noticeLanguage(null), noticeLanguage('de')]).toEqual([
      'fr',
      'en',
      'en',
      'en',
    ]);
  });
});

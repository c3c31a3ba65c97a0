import { languageOf, localeOf } from './language';
import { storedMessage } from './stored-message';

describe('languages and stored messages', () => {
  it('reads a language code as en or fr, anything else as null', () => {
    expect(['fr', 'fr-CA', 'FR', ' en-US ', 'de', '', 7, null].map(languageOf)).toEqual([
      'fr',
      'fr',
      'fr',
      'en',
      null,
      null,
      null,
      null,
    ]);
    expect([localeOf('en'), localeOf('fr')]).toEqual(['en-CA', 'fr-CA']);
  });

  it('reads a jsonb column as a message only when it has a string id, keeping text and number values', () => {
    expect(storedMessage({ id: 'donation.history.receiptIssued', values: { receiptNumber: 'R-1', n: 2, bad: {} } })).toEqual({
      id: 'donation.history.receiptIssued',
      values: { receiptNumber: 'R-1', n: 2 },
    });
    expect(storedMessage({ id: 'donation.history.submitted' })).toEqual({ id: 'donation.history.submitted', values: {} });
    for (const value of [null, 'text', [], { id: 3 }]) expect(storedMessage(value)).toBeNull();
  });
});

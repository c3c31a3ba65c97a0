import { createIntl } from 'react-intl';
import { catalogue as sharedEn } from '@vdp/shared/i18n/en';
import { catalogue as sharedFr } from '@vdp/shared/i18n/fr';
import type { MessageId } from '../i18n/messages';
import { storedText } from './StoredText';

const intl = (locale: 'en-CA' | 'fr-CA') =>
  createIntl({ locale, messages: (locale === 'en-CA' ? sharedEn : sharedFr) as Record<MessageId, string> });

describe('storedText (the platform’s stored messages in the reader’s language, ADR 28)', () => {
  const issued = { id: 'donation.history.receiptIssued', values: { receiptNumber: '2026-000042' } };

  it('renders the id with its values in the reader’s language', () => {
    expect(storedText(intl('en-CA'), issued, 'Tax receipt 2026-000042 issued')).toBe('Tax receipt 2026-000042 issued');
    expect(storedText(intl('fr-CA'), issued, 'Tax receipt 2026-000042 issued')).toBe('Reçu fiscal 2026-000042 délivré');
  });

  it('falls back to the free text: a person’s note, an older row, an id this build does not know', () => {
    expect(storedText(intl('fr-CA'), null, 'Pickup on Friday')).toBe('Pickup on Friday');
    expect(storedText(intl('fr-CA'), { id: 'donation.history.future', values: {} }, 'Later text')).toBe('Later text');
    expect(storedText(intl('fr-CA'), null, null)).toBeNull();
  });
});

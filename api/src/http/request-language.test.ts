import { requestLanguage } from './request-language';

describe('requestLanguage (the reader’s language of a request)', () => {
  it('takes the web app’s stored choice first, then the first language of Accept-Language, then English', () => {
    expect(requestLanguage('en-CA,en;q=0.9', 'vdp.sid=x; vdp.locale=fr')).toBe('fr');
    expect(requestLanguage('fr-CA,fr;q=0.9', 'vdp.locale=en')).toBe('en');
    expect(requestLanguage('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(requestLanguage('en-US,fr;q=0.5')).toBe('en');
    expect(requestLanguage('de-DE', 'vdp.locale=de')).toBe('en');
    expect(requestLanguage(undefined)).toBe('en');
  });
});

import { requestLocale } from './web-app';

const LOCALES = ['en', 'fr'];
const request = (headers: Record<string, string>) => ({ headers });

describe('requestLocale (the language of a prerendered page, ADR 24)', () => {
  it('follows the choice the web app stored in its cookie', () => {
    expect(requestLocale(request({ cookie: 'vdp.sid=x; vdp.locale=fr', 'accept-language': 'en-CA' }), LOCALES)).toBe('fr');
    expect(requestLocale(request({ cookie: 'vdp.locale=en', 'accept-language': 'fr-CA' }), LOCALES)).toBe('en');
  });

  it("otherwise takes the browser's first language: French when it starts with fr", () => {
    expect(requestLocale(request({ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' }), LOCALES)).toBe('fr');
    expect(requestLocale(request({ 'accept-language': 'en-US,fr;q=0.5' }), LOCALES)).toBe('en');
    expect(requestLocale(request({}), LOCALES)).toBe('en');
  });

  it('ignores a cookie naming a language that was not prerendered', () => {
    expect(requestLocale(request({ cookie: 'vdp.locale=de', 'accept-language': 'fr' }), LOCALES)).toBe('fr');
  });
});

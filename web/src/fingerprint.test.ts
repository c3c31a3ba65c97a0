import { computeFingerprint, FALLBACK_FINGERPRINT, getFingerprint, type FingerprintSources } from './fingerprint';

const base: FingerprintSources = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0',
  language: 'fr-CA',
  screenWidth: 1920,
  screenHeight: 1080,
  timezoneOffset: 300,
  renderCanvas: () => 'data:image/png;base64,AAAA',
  encodeBase64: (text) => Buffer.from(text, 'binary').toString('base64'),
};

const b64 = (text: string) => Buffer.from(text, 'binary').toString('base64');

describe('browser fingerprint (spec 000 §7.1)', () => {
  it('is the first 32 characters of base64(user agent|language|screen|timezone|canvas)', () => {
    const expected = b64(`${base.userAgent}|fr-CA|1920x1080|300|data:image/png;base64,AAAA`).slice(0, 32);
    expect(computeFingerprint(base)).toBe(expected);
    expect(computeFingerprint(base)).toHaveLength(32);
  });

  it('leaves the canvas part out when canvas is unavailable', () => {
    const withoutCanvas = computeFingerprint({ ...base, renderCanvas: () => null });
    expect(withoutCanvas).toBe(b64(`${base.userAgent}|fr-CA|1920x1080|300`).slice(0, 32));
  });

  it('depends on the canvas rendering once the other parts are short', () => {
    const short = { ...base, userAgent: 'UA' };
    const a = computeFingerprint({ ...short, renderCanvas: () => 'canvas-one' });
    const b = computeFingerprint({ ...short, renderCanvas: () => 'other' });
    expect(a).not.toBe(b);
  });

  it('falls back to the literal fallback_fingerprint when anything fails', () => {
    expect(
      computeFingerprint({
        ...base,
        renderCanvas: () => {
          throw new Error('canvas blocked');
        },
      }),
    ).toBe(FALLBACK_FINGERPRINT);
    expect(
      computeFingerprint({
        ...base,
        encodeBase64: () => {
          throw new Error('InvalidCharacterError');
        },
      }),
    ).toBe('fallback_fingerprint');
  });

  it('is computed once per page load', () => {
    const first = getFingerprint();
    expect(first.length).toBeGreaterThan(0);
    expect(getFingerprint()).toBe(first);
  });
});

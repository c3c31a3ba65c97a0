import crypto from 'node:crypto';
import { isSealed, maskSecret, SecretBox } from './secret-box';

const box = new SecretBox(crypto.randomBytes(32));

describe('SecretBox', () => {
  it('seals and opens a secret, with a fresh IV each time and no plain text in what is stored', () => {
    const first = box.seal('pk_live_1234567890abcd');
    const second = box.seal('pk_live_1234567890abcd');
    expect(first.sealed).not.toBe(second.sealed);
    expect(first.sealed).not.toContain('1234567890');
    expect(isSealed(first)).toBe(true);
    expect(box.open(first)).toBe('pk_live_1234567890abcd');
    expect(box.open(second)).toBe('pk_live_1234567890abcd');
  });

  it('refuses a value sealed under another key or altered in the database', () => {
    const sealed = box.seal('smtps://user:secret@mail.example.org');
    expect(() => new SecretBox(crypto.randomBytes(32)).open(sealed)).toThrow();
    const [v, iv, tag, body] = sealed.sealed.split('.');
    const flipped = `${body?.[0] === 'A' ? 'B' : 'A'}${body?.slice(1)}`;
    expect(() => box.open({ sealed: [v, iv, tag, flipped].join('.') })).toThrow();
    expect(() => box.open({ sealed: 'plain text' })).toThrow(/Not a sealed/);
  });

  it('takes only a 32-byte key', () => {
    expect(() => new SecretBox(Buffer.alloc(16))).toThrow(/32 bytes/);
  });

  it('tells only whether a secret is set and, when long enough, its last four characters', () => {
    expect(maskSecret(null)).toEqual({ isSet: false, lastFour: null });
    expect(maskSecret('')).toEqual({ isSet: false, lastFour: null });
    expect(maskSecret('short-key')).toEqual({ isSet: true, lastFour: null });
    expect(maskSecret('abcdefghijkl1234')).toEqual({ isSet: true, lastFour: '1234' });
    expect(isSealed('plain')).toBe(false);
  });
});

import { readCookie } from './cookies';

describe('readCookie', () => {
  it('finds one cookie among several and decodes it', () => {
    expect(readCookie('a=1; vdp.sid=abc%2Fdef; b=2', 'vdp.sid')).toBe('abc/def');
    expect(readCookie('vdp.sidx=1', 'vdp.sid')).toBeUndefined();
    expect(readCookie(undefined, 'vdp.sid')).toBeUndefined();
    expect(readCookie('vdp.sid=%E0%A4%A', 'vdp.sid')).toBeUndefined();
  });
});

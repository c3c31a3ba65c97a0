import type { ServerResponse } from 'node:http';
import { appendCookie, hasSessionCookie, readCookie, siteCookieHeader } from './cookies';

describe('readCookie', () => {
  it('finds one cookie among several and decodes it', () => {
    expect(readCookie('a=1; vdp.sid=abc%2Fdef; b=2', 'vdp.sid')).toBe('abc/def');
    expect(readCookie('vdp.sidx=1', 'vdp.sid')).toBeUndefined();
    expect(readCookie(undefined, 'vdp.sid')).toBeUndefined();
    expect(readCookie('vdp.sid=%E0%A4%A', 'vdp.sid')).toBeUndefined();
  });
});

describe('__Host- cookies in production', () => {
  it('reads only the prefixed cookies, by their plain names', () => {
    expect(siteCookieHeader('vdp.sid=plain; __Host-vdp.sid=hosted; __Host-vdp.chat=c', true)).toBe('vdp.sid=hosted; vdp.chat=c');
    expect(siteCookieHeader('vdp.sid=plain', true)).toBeUndefined();
    expect(siteCookieHeader('vdp.sid=plain', false)).toBe('vdp.sid=plain');
  });

  it('sets Secure cookies with the prefix, Path=/ and no Domain', () => {
    const headers: Record<string, unknown> = {};
    const res = {
      getHeader: (name: string) => headers[name],
      setHeader: (name: string, value: unknown) => (headers[name] = value),
    } as unknown as ServerResponse;
    appendCookie(res, 'vdp.sid', 'tok', { secure: true, maxAgeMs: 60_000 });
    appendCookie(res, 'vdp.chat', 'c', { secure: false, maxAgeMs: 60_000 });
    const [secure, plain] = headers['Set-Cookie'] as string[];
    expect(secure).toMatch(/^__Host-vdp\.sid=tok; .*Path=\/; .*HttpOnly; SameSite=Lax; Secure$/);
    expect(secure).not.toMatch(/Domain/i);
    expect(plain).toMatch(/^vdp\.chat=c;/);
    expect(plain).not.toMatch(/Secure/);
  });

  it('knows a session cookie by either name', () => {
    expect(hasSessionCookie('__Host-vdp.sid=x')).toBe(true);
    expect(hasSessionCookie('vdp.sid=x')).toBe(true);
    expect(hasSessionCookie('vdp.chat=x')).toBe(false);
  });
});

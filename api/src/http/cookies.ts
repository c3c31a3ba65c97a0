import type { ServerResponse } from 'node:http';

export const SESSION_COOKIE = 'vdp.sid';
/**
 * In production (Secure) every cookie's name carries this prefix: the browser keeps such a cookie
 * only when it is Secure, Path=/ and has no Domain, so no subdomain nor plain-http page can set or
 * shadow it (session fixation). Development over http keeps the plain names.
 */
export const HOST_PREFIX = '__Host-';

/** The name a cookie has on the wire. */
export function cookieName(name: string, secure: boolean): string {
  return secure ? `${HOST_PREFIX}${name}` : name;
}

/**
 * The Cookie header as the modules read it, by plain names: in production only the `__Host-`
 * cookies, their prefix taken off (a plain-named one could have been set by a subdomain).
 */
export function siteCookieHeader(header: string | undefined, secure: boolean): string | undefined {
  if (!secure || !header) return header;
  const kept = header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(HOST_PREFIX))
    .map((part) => part.slice(HOST_PREFIX.length));
  return kept.length > 0 ? kept.join('; ') : undefined;
}

/** Whether the request carries a session cookie by either name (for decisions that only need "maybe signed in"). */
export function hasSessionCookie(header: string | undefined): boolean {
  return Boolean(readCookie(header, SESSION_COOKIE) ?? readCookie(header, `${HOST_PREFIX}${SESSION_COOKIE}`));
}

/** Reads one cookie from a Cookie header (HTTP requests and WebSocket upgrades alike). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export interface CookiePolicy {
  secure: boolean;
  maxAgeMs: number;
}

export function setSessionCookie(res: ServerResponse, token: string | null, policy: CookiePolicy): void {
  appendCookie(res, SESSION_COOKIE, token ?? '', { secure: policy.secure, maxAgeMs: token === null ? 0 : policy.maxAgeMs });
}

/**
 * Adds a Set-Cookie header: HttpOnly, SameSite=Lax, path /, no Domain, and when Secure the
 * `__Host-` prefix; a zero lifetime clears the cookie.
 */
export function appendCookie(
  res: ServerResponse,
  name: string,
  value: string,
  options: { secure: boolean; maxAgeMs: number },
): void {
  const expires = options.maxAgeMs > 0 ? new Date(Date.now() + options.maxAgeMs) : new Date(0);
  const parts = [
    `${cookieName(name, options.secure)}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeMs / 1000))}`,
    'Path=/',
    `Expires=${expires.toUTCString()}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (options.secure) parts.push('Secure');
  const existing = res.getHeader('Set-Cookie');
  const cookies = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  res.setHeader('Set-Cookie', [...cookies, parts.join('; ')]);
}

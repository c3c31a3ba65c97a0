import type { ServerResponse } from 'node:http';

export const SESSION_COOKIE = 'vdp.sid';

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
 * Adds a Set-Cookie header: HttpOnly, SameSite=Lax, path /, Secure when asked; a zero lifetime
 * clears the cookie.
 */
export function appendCookie(
  res: ServerResponse,
  name: string,
  value: string,
  options: { secure: boolean; maxAgeMs: number },
): void {
  const expires = options.maxAgeMs > 0 ? new Date(Date.now() + options.maxAgeMs) : new Date(0);
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
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

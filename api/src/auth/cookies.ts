import type { Response } from 'express';

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

export function setSessionCookie(res: Response, token: string | null, policy: CookiePolicy): void {
  if (token === null) {
    res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: policy.secure });
    return;
  }
  res.cookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: policy.secure,
    maxAge: policy.maxAgeMs,
  });
}

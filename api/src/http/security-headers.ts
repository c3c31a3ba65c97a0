import type { RequestHandler } from 'express';
import type { ServerResponse } from 'node:http';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'", // styled-components injects style tags
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "frame-ancestors 'none'",
  "object-src 'none'", // no plugins: wapiti's CSP check (docs/security.md, scan)
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** The headers of every answer, as name-value pairs (a kept REST answer writes them prebuilt). */
export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Content-Security-Policy', CSP],
  // browsers heed it only on https answers (RFC 6797 §8.1), so plain-http development is unaffected
  ['Strict-Transport-Security', 'max-age=31536000'],
];

export function setSecurityHeaders(res: ServerResponse): void {
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
}

export const securityHeaders: RequestHandler = (_req, res, next) => {
  setSecurityHeaders(res);
  next();
};

/** Refuses cross-site WebSocket upgrades: the socket is authenticated by the session cookie. */
export function sameSiteOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (!origin) return true; // non-browser clients send no Origin
  try {
    return new URL(origin).hostname === new URL(`http://${host ?? ''}`).hostname;
  } catch {
    return false;
  }
}

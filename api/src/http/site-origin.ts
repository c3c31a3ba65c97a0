import type { IncomingHttpHeaders } from 'node:http';
import { hasSessionCookie } from './cookies';
import { bearerToken } from './http-context';

/** The code of a cross-site refusal (REST body `code`, GraphQL `extensions.code`), with status 403. */
export const CROSS_SITE_CODE = 'CROSS_SITE_REQUEST';

export interface SiteOriginOptions {
  /** PUBLIC_URL: the address people open the site at. */
  publicUrl: string;
  /** Behind a proxy (TRUST_PROXY) the site's host is the first X-Forwarded-Host when there is one. */
  trustProxy: boolean;
  /**
   * Outside production any port of the request's host name is the site's: `npm run dev` serves the
   * pages from Vite (port 5173), whose proxy passes the browser's Origin on to the api (port 3001).
   */
  isProduction: boolean;
}

/** Methods that change nothing (the routes keep to that), so a cross-site one is harmless. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why a request is refused as cross-site (ADR 23), or null when it may go on. Only a state-changing
 * request that carries a session cookie and no API key is checked: its Origin, else its Referer,
 * must be the site's own (PUBLIC_URL or the request's own host). A request with neither header is
 * not a browser's (browsers send Origin with every POST, PUT, PATCH and DELETE) and goes on;
 * `Origin: null` (a sandboxed frame, a data: page) is refused.
 */
export function crossSiteRefusal(method: string, headers: IncomingHttpHeaders, options: SiteOriginOptions): string | null {
  if (SAFE_METHODS.has(method.toUpperCase())) return null;
  if (bearerToken(headers.authorization) !== undefined) return null; // an API key: no cookie is read
  if (!hasSessionCookie(headers.cookie)) return null; // nothing a forged request could borrow
  const origin = headerValue(headers.origin);
  const referer = headerValue(headers.referer);
  const source = origin ?? (referer === undefined ? undefined : originOf(referer));
  if (source === undefined && referer === undefined) return null;
  if (source && isSiteOrigin(source, headers, options)) return null;
  const from = origin !== undefined ? `Origin ${origin}` : `Referer ${referer}`;
  return `Cross-site request refused: it carries the session cookie but its ${from} is not this site's (${new URL(options.publicUrl).origin}). Send it from the site's own pages, or authenticate with an API key.`;
}

/** Whether `origin` (scheme://host[:port]) is the site's own. */
export function isSiteOrigin(origin: string, headers: IncomingHttpHeaders, options: SiteOriginOptions): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.origin === new URL(options.publicUrl).origin) return true;
  const host =
    (options.trustProxy ? headerValue(headers['x-forwarded-host'])?.split(',')[0]?.trim() : undefined) ??
    headerValue(headers.host);
  if (!host) return false;
  let own: URL;
  try {
    own = new URL(`${url.protocol}//${host}`);
  } catch {
    return false;
  }
  if (url.host === own.host) return true;
  return !options.isProduction && sameHostName(url.hostname, own.hostname);
}

function sameHostName(a: string, b: string): boolean {
  return a === b || (LOOPBACK.has(a) && LOOPBACK.has(b));
}

function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

import crypto from 'node:crypto';
import { readCookie } from '../../http/cookies';
import type { AuthUser } from '../../core/auth-user';
import type { RequestContext } from '../../core/request-context';
import { CHAT_COOKIE, CHAT_COOKIE_MAX_AGE_MS } from './chat.constants';

/** Who is chatting: the signed-in user (if any) and the browser's chat cookie (hashed). */
export interface ChatOwner {
  user: AuthUser | null;
  /** SHA-256 of the browser's chat cookie, or null before its first conversation. */
  browserKey: string | null;
  clientKey: string;
}

const hash = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

/** The owner as the request shows it; `claim` gives the browser a chat cookie when it has none. */
export function chatOwner(ctx: RequestContext, claim = false): ChatOwner {
  let token = readCookie(ctx.cookieHeader, CHAT_COOKIE);
  if (token !== undefined && !/^[A-Za-z0-9_-]{32,128}$/.test(token)) token = undefined;
  if (!token && claim && ctx.setCookie) {
    token = crypto.randomBytes(32).toString('base64url');
    ctx.setCookie(CHAT_COOKIE, token, CHAT_COOKIE_MAX_AGE_MS);
    ctx.cookieHeader = `${ctx.cookieHeader ? `${ctx.cookieHeader}; ` : ''}${CHAT_COOKIE}=${token}`;
  }
  return { user: ctx.user, browserKey: token ? hash(token) : null, clientKey: ctx.clientKey };
}

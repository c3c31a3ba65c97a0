import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '@vdp/shared/i18n/language';
import type { ApiKeyCredential, AuthUser } from './auth-user';

/**
 * What every resolver and REST route gets besides its module's services: built per request
 * (and per socket operation) by http/http-context.ts.
 */
export interface RequestContext {
  em: EntityManager;
  user: AuthUser | null;
  sessionToken: string | undefined;
  /** Set when the request authenticated with an API key (then no cookie is read or set). */
  apiKey?: ApiKeyCredential;
  /** Identifies the client for rate limits: its address (behind TRUST_PROXY, the forwarded one). */
  clientKey: string;
  /** The reader's language: the vdp.locale cookie, else Accept-Language, else en (absent: en). */
  language?: Language;
  /** The User-Agent header, as the client sent it (stored with a custom form's submission). */
  userAgent?: string;
  /** Sets (token) or clears (null) the session cookie; absent on the socket, where it cannot be set. */
  setSessionToken?: (token: string | null) => void;
  /** The raw Cookie header (HTTP request or socket upgrade), for modules with a cookie of their own. */
  cookieHeader?: string;
  /** Sets a module's own HttpOnly, SameSite=Lax cookie; absent on the socket. */
  setCookie?: (name: string, value: string, maxAgeMs: number) => void;
}

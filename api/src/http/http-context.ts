import type { MikroORM } from '@mikro-orm/postgresql';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { appendCookie, readCookie, SESSION_COOKIE, setSessionCookie, siteCookieHeader, type CookiePolicy } from './cookies';
import type { Role } from '@vdp/shared/auth/roles';
import type { ApiKeyActor, AuthUser } from '../core/auth-user';
import type { RequestContext } from '../core/request-context';
import { requestLanguage } from './request-language';

/** Who a session cookie signs in (the auth module's session store). */
export interface SessionResolver {
  resolve(token: string | undefined): Promise<AuthUser | null>;
  /** The user when known without waiting; undefined when the token must be resolved. */
  peek(token: string): AuthUser | undefined;
}

/** Who an API key acts as (the api-keys module): throws 401 for a bad key, 429 past its limit. */
export interface ApiKeyResolver {
  authenticate(key: string): Promise<ApiKeyActor>;
}

export interface HttpContextOptions {
  policy: CookiePolicy;
  /** Behind a proxy, the client is the first X-Forwarded-For address (TRUST_PROXY). */
  trustProxy: boolean;
  apiKeys: ApiKeyResolver;
}

/**
 * What follows `Bearer` (any case of the scheme; empty when nothing does), or undefined when the
 * header is absent or names another scheme: a Bearer header is always a key, never a cookie's fallback.
 */
export function bearerToken(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^\s*Bearer(?:\s+(.*))?$/i.exec(header);
  return match ? (match[1] ?? '').trim() : undefined;
}

/**
 * Builds the context of one HTTP request (REST and GraphQL alike): from its API key when it sends
 * `Authorization: Bearer`, else from its session cookie. A request with a key never reads nor sets
 * a cookie, so a browser's cookie cannot ride along (no CSRF exposure).
 */
export async function httpContext(
  orm: MikroORM,
  sessions: SessionResolver,
  options: HttpContextOptions,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<RequestContext> {
  const { policy } = options;
  const key = bearerToken(req.headers.authorization);
  if (key !== undefined) {
    const actor = await options.apiKeys.authenticate(key);
    return withEntityManager(orm, {
      user: actor.user,
      apiKey: actor.apiKey,
      sessionToken: undefined,
      clientKey: clientAddress(req, options.trustProxy),
      userAgent: req.headers['user-agent'],
      language: requestLanguage(req.headers['accept-language']),
    });
  }
  const cookieHeader = siteCookieHeader(req.headers.cookie, policy.secure);
  const token = readCookie(cookieHeader, SESSION_COOKIE);
  const user = await sessions.resolve(token);
  if (token && !user) setSessionCookie(res, null, policy); // expired or signed out elsewhere
  return withEntityManager(orm, {
    user,
    sessionToken: user ? token : undefined,
    clientKey: clientAddress(req, options.trustProxy),
    userAgent: req.headers['user-agent'],
    language: requestLanguage(req.headers['accept-language'], req.headers.cookie), // a preference, not a secret: the plain cookie the web sets
    setSessionToken: (next) => setSessionCookie(res, next, policy),
    cookieHeader,
    setCookie: (name, value, maxAgeMs) => appendCookie(res, name, value, { secure: policy.secure, maxAgeMs }),
  });
}

/**
 * Who sends a request when that is known at once (rest/plain-reads.ts): '' signed out, the role of
 * a session in memory, or undefined — an Authorization header, or a session to resolve (which may
 * have ended: httpContext then clears its cookie).
 */
export function knownRole(sessions: SessionResolver, options: HttpContextOptions, req: IncomingMessage): Role | '' | undefined {
  if (req.headers.authorization !== undefined) return undefined;
  const token = readCookie(siteCookieHeader(req.headers.cookie, options.policy.secure), SESSION_COOKIE);
  return token ? sessions.peek(token)?.role : '';
}

export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

/**
 * The context of one socket operation: the API key of the connection parameters
 * (`{ authorization: 'Bearer …' }`, checked and counted per operation), else the session cookie
 * sent with the upgrade request.
 */
export async function socketContext(
  orm: MikroORM,
  sessions: SessionResolver,
  apiKeys: ApiKeyResolver,
  request: IncomingMessage,
  connectionParams: Readonly<Record<string, unknown>> | undefined,
  secureCookies: boolean,
): Promise<RequestContext> {
  const key = bearerToken(connectionParams?.authorization ?? connectionParams?.Authorization);
  if (key !== undefined) {
    const actor = await apiKeys.authenticate(key);
    return withEntityManager(orm, {
      user: actor.user,
      apiKey: actor.apiKey,
      sessionToken: undefined,
      clientKey: request.socket.remoteAddress ?? 'unknown',
      userAgent: request.headers['user-agent'],
      language: requestLanguage(request.headers['accept-language']),
    });
  }
  const cookieHeader = siteCookieHeader(request.headers.cookie, secureCookies);
  const token = readCookie(cookieHeader, SESSION_COOKIE);
  const user = await sessions.resolve(token);
  return withEntityManager(orm, {
    user,
    sessionToken: user ? token : undefined,
    clientKey: request.socket.remoteAddress ?? 'unknown',
    userAgent: request.headers['user-agent'],
    language: requestLanguage(request.headers['accept-language'], request.headers.cookie),
    cookieHeader,
  });
}

/** A request's EntityManager, forked on first use: many requests never touch the ORM. */
class LazyFork {
  private forked: RequestContext['em'] | undefined;
  constructor(private readonly orm: MikroORM) {}
  get(): RequestContext['em'] {
    return (this.forked ??= this.orm.em.fork());
  }
}

/**
 * A context whose `em` is a prototype getter over a shared LazyFork. Apollo Server copies a
 * context's own properties into each operation's (`Object.assign`, which would call an own getter,
 * forking for every GraphQL request) and keeps its prototype: the copy reaches the same fork.
 */
class LazyEntityManagerContext {
  constructor(private readonly lazyEm: LazyFork) {}
  get em(): RequestContext['em'] {
    return this.lazyEm.get();
  }
}

function withEntityManager(orm: MikroORM, fields: Omit<RequestContext, 'em'>): RequestContext {
  return Object.assign(new LazyEntityManagerContext(new LazyFork(orm)), fields);
}

/**
 * The context of an operation the api runs for itself as a signed-out visitor: a page rendered
 * with its data (ADR 32) reads what anyone may read, never what the requester's cookie allows.
 */
export function anonymousContext(orm: MikroORM, clientKey: string): RequestContext {
  return withEntityManager(orm, { user: null, sessionToken: undefined, clientKey });
}

import type { MikroORM } from '@mikro-orm/postgresql';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import { appendCookie, readCookie, SESSION_COOKIE, setSessionCookie, type CookiePolicy } from './cookies';
import type { AuthUser } from '../core/auth-user';
import type { RequestContext } from '../core/request-context';

/** Who a session cookie signs in (the auth module's session store). */
export interface SessionResolver {
  resolve(token: string | undefined): Promise<AuthUser | null>;
}

export interface HttpContextOptions {
  policy: CookiePolicy;
  /** Behind a proxy, the client is the first X-Forwarded-For address (TRUST_PROXY). */
  trustProxy: boolean;
}

/** Builds the context of one HTTP request (REST and GraphQL alike) from its session cookie. */
export async function httpContext(
  orm: MikroORM,
  sessions: SessionResolver,
  options: HttpContextOptions,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<RequestContext> {
  const { policy } = options;
  const token = readCookie(req.headers.cookie, SESSION_COOKIE);
  const user = await sessions.resolve(token);
  if (token && !user) setSessionCookie(res, null, policy); // expired or signed out elsewhere
  return withEntityManager(orm, {
    user,
    sessionToken: user ? token : undefined,
    clientKey: clientAddress(req, options.trustProxy),
    userAgent: req.headers['user-agent'],
    setSessionToken: (next) => setSessionCookie(res, next, policy),
    cookieHeader: req.headers.cookie,
    setCookie: (name, value, maxAgeMs) => appendCookie(res, name, value, { secure: policy.secure, maxAgeMs }),
  });
}

/** The same context for Express (GraphQL over HTTP), kept in res.locals. */
export function contextMiddleware(orm: MikroORM, sessions: SessionResolver, options: HttpContextOptions): RequestHandler {
  return async (req, res, next) => {
    try {
      res.locals.ctx = await httpContext(orm, sessions, options, req, res);
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** The request's context, built once by the context middleware. */
export function contextOf(res: Response): RequestContext {
  const ctx = (res.locals as { ctx?: RequestContext }).ctx;
  if (!ctx) throw new Error('The request context middleware did not run before this route.');
  return ctx;
}

export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

/** The context of one socket operation: the session cookie sent with the upgrade request. */
export async function socketContext(orm: MikroORM, sessions: SessionResolver, request: IncomingMessage): Promise<RequestContext> {
  const token = readCookie(request.headers.cookie, SESSION_COOKIE);
  const user = await sessions.resolve(token);
  return withEntityManager(orm, {
    user,
    sessionToken: user ? token : undefined,
    clientKey: request.socket.remoteAddress ?? 'unknown',
    userAgent: request.headers['user-agent'],
    cookieHeader: request.headers.cookie,
  });
}

/** Adds the request's own EntityManager, forked on first use: many requests never touch the ORM. */
function withEntityManager(orm: MikroORM, fields: Omit<RequestContext, 'em'>): RequestContext {
  let em: RequestContext['em'] | undefined;
  return Object.defineProperty(fields, 'em', {
    enumerable: true,
    get: () => (em ??= orm.em.fork()),
  }) as RequestContext;
}

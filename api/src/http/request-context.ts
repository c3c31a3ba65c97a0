import type { MikroORM } from '@mikro-orm/postgresql';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { readCookie, SESSION_COOKIE, setSessionCookie, type CookiePolicy } from '../auth/cookies';
import type { Services } from '../app/services';
import type { RequestContext } from '../graphql/context';

/** Builds the context of one HTTP request (REST and GraphQL alike) from its session cookie. */
export function contextMiddleware(orm: MikroORM, services: Services, policy: CookiePolicy): RequestHandler {
  return async (req, res, next) => {
    try {
      const token = readCookie(req.headers.cookie, SESSION_COOKIE);
      const user = await services.sessions.resolve(token);
      if (token && !user) setSessionCookie(res, null, policy); // expired or signed out elsewhere
      const ctx = withEntityManager(orm, {
        user,
        sessionToken: user ? token : undefined,
        clientKey: req.ip ?? req.socket.remoteAddress ?? 'unknown',
        services,
        setSessionToken: (next) => setSessionCookie(res, next, policy),
        cookieHeader: req.headers.cookie,
        setCookie: (name, value, maxAge) =>
          res.cookie(name, value, { path: '/', httpOnly: true, sameSite: 'lax', secure: policy.secure, maxAge }),
      });
      res.locals.ctx = ctx;
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** The context of one socket operation: the session cookie sent with the upgrade request. */
export async function socketContext(orm: MikroORM, services: Services, request: IncomingMessage): Promise<RequestContext> {
  const token = readCookie(request.headers.cookie, SESSION_COOKIE);
  const user = await services.sessions.resolve(token);
  return withEntityManager(orm, {
    user,
    sessionToken: user ? token : undefined,
    clientKey: request.socket.remoteAddress ?? 'unknown',
    services,
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

import type { Request, RequestHandler, Response } from 'express';
import { decide, type Permission } from '../auth/permissions';
import { forbidden, unauthenticated } from '../common/errors';
import type { RequestContext } from '../graphql/context';

export type RestHandler = (ctx: RequestContext, req: Request, res: Response) => Promise<unknown> | unknown;

/** The request's context, built once by the context middleware. */
export function contextOf(res: Response): RequestContext {
  const ctx = (res.locals as { ctx?: RequestContext }).ctx;
  if (!ctx) throw new Error('The request context middleware did not run before this route.');
  return ctx;
}

/**
 * A REST route: checks the permission table, runs the handler, answers its result as JSON
 * (unless the handler answered itself). Errors go to the REST error handler.
 */
export function endpoint(permission: Permission, handler: RestHandler): RequestHandler {
  return async (req, res, next) => {
    try {
      const ctx = contextOf(res);
      const decision = decide(permission, ctx.user?.role);
      if (decision === 'unauthenticated') throw unauthenticated();
      if (decision === 'forbidden') throw forbidden();
      const result = await handler(ctx, req, res);
      if (!res.headersSent) res.json(result ?? null);
    } catch (error) {
      next(error);
    }
  };
}

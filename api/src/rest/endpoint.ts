import { decide, type Permission } from '@vdp/shared/auth/permissions';
import { forbidden, unauthenticated } from '../core/errors';
import type { RequestContext } from '../core/request-context';
import type { RestRequest, RestResponse } from './rest-http';

export type RestHandler = (ctx: RequestContext, req: RestRequest, res: RestResponse) => Promise<unknown> | unknown;

/** A REST route's door: the permission it names in the one table, and its handler. */
export interface RestEndpoint {
  permission: Permission;
  /** The largest JSON body this route reads (413 beyond); default the shim's 1 MB. */
  maxBodyBytes?: number;
  run(ctx: RequestContext, req: RestRequest, res: RestResponse): Promise<void>;
}

/**
 * A REST route: checks the permission table, runs the handler, answers its result as JSON
 * (unless the handler answered itself). Errors go to the REST error answer (rest/errors.ts).
 */
export function endpoint(permission: Permission, handler: RestHandler, options: { maxBodyBytes?: number } = {}): RestEndpoint {
  return {
    permission,
    maxBodyBytes: options.maxBodyBytes,
    async run(ctx, req, res) {
      const decision = decide(permission, ctx.user?.role);
      if (decision === 'unauthenticated') throw unauthenticated();
      if (decision === 'forbidden') throw forbidden();
      const result = await handler(ctx, req, res);
      if (!res.headersSent) res.json(result ?? null);
    },
  };
}

import { decide, type Permission } from '@vdp/shared/auth/permissions';
import { forbidden, unauthenticated } from '../core/errors';
import type { RequestContext } from '../core/request-context';
import type { RestRequest, RestResponse } from './rest-http';

export type RestHandler = (ctx: RequestContext, req: RestRequest, res: RestResponse) => Promise<unknown> | unknown;

/**
 * What a route reads as its body: JSON (the default, up to 1 MB), or the raw bytes of one of
 * `types` (an upload), each up to `maxBytes`; larger bodies are refused with 413 before being read whole.
 */
export type BodyRule = { kind: 'json'; maxBytes: number } | { kind: 'bytes'; maxBytes: number; types: RegExp };

/** A REST route's door: the permission it names in the one table, its body rule and its handler. */
export interface RestEndpoint {
  permission: Permission;
  body?: BodyRule;
  /** Throws 401/403 unless the context's user may use the route: checked before the body is read. */
  authorize(ctx: RequestContext): void;
  run(ctx: RequestContext, req: RestRequest, res: RestResponse): Promise<void>;
}

/**
 * A REST route: checks the permission table, runs the handler, answers its result as JSON
 * (unless the handler answered itself). Errors go to the REST error answer (rest/errors.ts).
 */
export function endpoint(permission: Permission, handler: RestHandler, options: { body?: BodyRule } = {}): RestEndpoint {
  return {
    permission,
    body: options.body,
    authorize(ctx) {
      const decision = decide(permission, ctx.user?.role);
      if (decision === 'unauthenticated') throw unauthenticated();
      if (decision === 'forbidden') throw forbidden();
    },
    async run(ctx, req, res) {
      this.authorize(ctx);
      const result = await handler(ctx, req, res);
      if (!res.headersSent) res.json(result ?? null);
    },
  };
}

import { decide, type Permission } from '@vdp/shared/auth/permissions';
import type { AnyObjectSchema } from 'yup';
import { forbidden, unauthenticated } from '../core/errors';
import type { RequestContext } from '../core/request-context';
import type { KeepRule } from '../core/kept-reads';
import type { RestRequest, RestResponse } from './rest-http';

/** A route's answer from its path parameters alone, or undefined when memory does not hold it. */
export type MemoryAnswer = (params: Readonly<Record<string, string>>) => string | undefined;

export type RestHandler = (ctx: RequestContext, req: RestRequest, res: RestResponse) => Promise<unknown> | unknown;

/**
 * What a route reads as its body: JSON (the default, up to 1 MB), or the raw bytes of one of
 * `types` (an upload), each up to `maxBytes`; larger bodies are refused with 413 before being read whole.
 */
export type BodyRule = { kind: 'json'; maxBytes: number } | { kind: 'bytes'; maxBytes: number; types: RegExp };

/** A JSON Schema (2020-12, as OpenAPI 3.1 takes it) describing an answer. */
export type JsonSchema = { [key: string]: unknown };

/**
 * What the OpenAPI document says of a route (docs/api.md): declared beside the handler, from the
 * same shared Yup schemas it parses, so the document cannot drift from what the route accepts.
 */
export interface RouteDoc {
  /** One line: what the route does. */
  summary?: string;
  /** The shared schema the handler parses from the query string. */
  query?: AnyObjectSchema;
  /** The shared schema the handler parses from the JSON body. */
  input?: AnyObjectSchema;
  /** The success answer: its status (200 unless said) and shape where practical. */
  answer?: { status?: number; description?: string; schema?: JsonSchema; mediaType?: string };
}

/** A REST route's door: the permission it names in the one table, its body rule and its handler. */
export interface RestEndpoint {
  permission: Permission;
  body?: BodyRule;
  /** A GET whose whole answers may be kept (rest/kept-answers.ts), and the events that forget them. */
  keep?: KeepRule;
  /**
   * A GET's JSON answer for anyone its permission admits, when memory holds it (undefined
   * otherwise): it does what the handler would (a view counted), without a context (rest/plain-reads.ts).
   */
  fromMemory?: MemoryAnswer;
  doc: RouteDoc;
  /** Throws 401/403 unless the context's user may use the route: checked before the body is read. */
  authorize(ctx: RequestContext): void;
  run(ctx: RequestContext, req: RestRequest, res: RestResponse): Promise<void>;
}

/**
 * A REST route: checks the permission table, runs the handler, answers its result as JSON
 * (unless the handler answered itself). Errors go to the REST error answer (rest/errors.ts).
 */
export function endpoint(
  permission: Permission,
  handler: RestHandler,
  options: { body?: BodyRule; keep?: KeepRule; fromMemory?: MemoryAnswer } & RouteDoc = {},
): RestEndpoint {
  const { body, keep, fromMemory, ...doc } = options;
  return {
    permission,
    body,
    keep,
    fromMemory,
    doc,
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

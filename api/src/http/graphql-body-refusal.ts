import type { NextFunction, Request, Response } from 'express';
import { MAX_PARSED_DEPTH, textNestsDeeper, TOO_DEEP_MESSAGE, tooDeep } from '../core/json-depth';

/** express.json's `verify`: a body nesting absurdly deep is refused before it is parsed (graphqlBodyRefusal answers). */
export function refuseDeepText(_req: unknown, _res: unknown, bytes: Buffer): void {
  if (textNestsDeeper(bytes, MAX_PARSED_DEPTH)) throw Object.assign(new Error('too deep'), { status: 400, tooDeep: true });
}

/**
 * A /graphql body express.json could not read (not JSON, too large, an unknown charset) answers
 * as a GraphQL error naming the body (ADR 1), rather than Express's HTML error page with its stack.
 */
export function graphqlBodyRefusal(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number' || status >= 500) return next(error);
  const tooDeepText = (error as { tooDeep?: unknown }).tooDeep === true;
  const message =
    status === 413
      ? 'The request body is larger than 1 MB.'
      : tooDeepText
        ? TOO_DEEP_MESSAGE
        : 'The request body is not valid JSON.';
  const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_USER_INPUT';
  res.status(status).json({ errors: [{ message, extensions: { code, fields: [{ field: 'body', message }] } }] });
}

/** How deep a GraphQL request's JSON may nest (its variables: no input of ours nests past a few levels). */
export const MAX_BODY_DEPTH = 64;

/**
 * Refuses a /graphql body nesting deeper than MAX_BODY_DEPTH before graphql-js recurses into it,
 * naming the variable and its field (`input.answers`), or the body.
 */
export function refuseDeepBody(req: Request, res: Response, next: NextFunction): void {
  const variables = (req.body as { variables?: unknown } | undefined)?.variables;
  const path = tooDeep(variables, MAX_BODY_DEPTH - 1) ?? (tooDeep(req.body, MAX_BODY_DEPTH) && 'body');
  if (!path) return next();
  const message = `${path} nests deeper than ${MAX_BODY_DEPTH} levels.`;
  res.status(400).json({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fields: [{ field: path, message }] } }] });
}

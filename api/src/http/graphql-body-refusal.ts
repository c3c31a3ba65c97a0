import type { NextFunction, Request, Response } from 'express';

/**
 * A /graphql body express.json could not read (not JSON, too large, an unknown charset) answers
 * as a GraphQL error naming the body (ADR 1), rather than Express's HTML error page with its stack.
 */
export function graphqlBodyRefusal(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number' || status >= 500) return next(error);
  const message = status === 413 ? 'The request body is larger than 1 MB.' : 'The request body is not valid JSON.';
  const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_USER_INPUT';
  res.status(status).json({ errors: [{ message, extensions: { code, fields: [{ field: 'body', message }] } }] });
}

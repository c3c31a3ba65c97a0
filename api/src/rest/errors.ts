import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError } from '../common/errors';

/** Unknown /api paths answer 404 rather than falling through to the web app. */
export const restNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ code: 'NOT_FOUND', message: `No such API route: ${req.method} ${req.originalUrl.split('?')[0]}` });
};

/**
 * Errors as the client expects them (spec 000 §8): the status of the error's code and a JSON
 * body whose `message` the client shows after "status: ".
 */
export const restErrorHandler: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) return next(error);
  if (error instanceof AppError) {
    if (error.details.retryAfterSeconds) res.setHeader('Retry-After', String(error.details.retryAfterSeconds));
    res.status(error.status).json({ code: error.code, message: error.message, ...error.details });
    return;
  }
  const status = (error as { status?: number; type?: string }).status;
  if (status && status >= 400 && status < 500) {
    const type = (error as { type?: string }).type;
    const message = type === 'entity.parse.failed' ? 'The request body is not valid JSON.' : (error as Error).message;
    res.status(status).json({ code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_USER_INPUT', message });
    return;
  }
  console.error('Unexpected error in a REST route', error);
  res.status(500).json({ code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' });
};

import { AppError } from '../core/errors';
import { RequestRefusal } from '../http/request-body';

export interface RestErrorAnswer {
  status: number;
  headers: Record<string, string>;
  body: { code: string; message: string } & Record<string, unknown>;
}

/** Unknown /api paths answer 404 rather than falling through to the web app. */
export function noSuchRoute(method: string, path: string): RestErrorAnswer {
  return { status: 404, headers: {}, body: { code: 'NOT_FOUND', message: `No such API route: ${method} ${path}` } };
}

/**
 * Errors as the client expects them (spec 000 §8): the status of the error's code and a JSON
 * body whose `message` the client shows after "status: ".
 */
export function restErrorAnswer(error: unknown): RestErrorAnswer {
  if (error instanceof AppError) {
    const headers: Record<string, string> = {};
    if (error.details.retryAfterSeconds) headers['Retry-After'] = String(error.details.retryAfterSeconds);
    return { status: error.status, headers, body: { code: error.code, message: error.message, ...error.details } };
  }
  if (error instanceof RequestRefusal) {
    const fields = error.fields ? { fields: error.fields } : {};
    return { status: error.status, headers: error.headers, body: { code: error.code, message: error.message, ...fields } };
  }
  console.error('Unexpected error in a REST route', error);
  return { status: 500, headers: {}, body: { code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' } };
}

import { errorAnswer } from '../http/json-answers';

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
  const { status, headers, code, message, details } = errorAnswer(error, 'a REST route');
  return { status, headers, body: { code, message, ...details } };
}

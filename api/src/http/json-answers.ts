import { AppError } from '../core/errors';
import { RequestRefusal } from './request-body';

/** The Content-Type of every JSON answer, REST and GraphQL alike. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * An error as both doors answer it (ADR 1): its status, headers (Retry-After past a rate limit,
 * Connection: close after a body left unread), code, message and details (fields, retryAfterSeconds).
 * The REST shim puts code, message and details in its body; the GraphQL door in an error's extensions.
 */
export interface ErrorAnswer {
  status: number;
  headers: Record<string, string>;
  code: string;
  message: string;
  details: Record<string, unknown>;
}

/** What `error` answers; anything but a domain error or a refused request is logged, naming `where`, and is a 500. */
export function errorAnswer(error: unknown, where: string): ErrorAnswer {
  if (error instanceof AppError) {
    const retryAfter = error.details.retryAfterSeconds;
    const headers: Record<string, string> = retryAfter ? { 'Retry-After': String(retryAfter) } : {};
    return { status: error.status, headers, code: error.code, message: error.message, details: error.details };
  }
  if (error instanceof RequestRefusal) {
    const details = error.fields ? { fields: error.fields } : {};
    return { status: error.status, headers: error.headers, code: error.code, message: error.message, details };
  }
  console.error(`Unexpected error in ${where}`, error);
  return { status: 500, headers: {}, code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error', details: {} };
}

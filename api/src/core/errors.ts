/**
 * Domain errors with a code (ADR 1). Services throw these; GraphQL puts the code in
 * `extensions.code`, the REST shim maps it to an HTTP status with the message as the body.
 */
export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A request body larger than its route takes. */
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  /** A submission refused as spam (a custom form's honeypot filled); nothing was written. */
  SUBMISSION_REFUSED: 400,
  /** A submission to a custom form that is disabled; nothing was written. */
  FORM_UNAVAILABLE: 409,
  /** A server this one depends on (the AI provider) failed. */
  UPSTREAM_ERROR: 502,
  /** A feature needs a server that is not configured here (AI drafts without OPENAI_API_KEY). */
  AI_NOT_CONFIGURED: 503,
  /** The same for another outside server (a stock-image source without its key). */
  NOT_CONFIGURED: 503,
  INTERNAL_SERVER_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldProblem {
  field: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: { fields?: FieldProblem[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const badInput = (fields: FieldProblem[]): AppError =>
  new AppError('BAD_USER_INPUT', fields.map((f) => f.message).join('; '), { fields });
export const unauthenticated = (message = 'You must sign in to do this.'): AppError => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have permission to do this.'): AppError => new AppError('FORBIDDEN', message);
export const notFound = (message: string): AppError => new AppError('NOT_FOUND', message);
export const conflict = (message: string): AppError => new AppError('CONFLICT', message);
export const tooLarge = (message: string): AppError => new AppError('PAYLOAD_TOO_LARGE', message);
export const rateLimited = (message: string, retryAfterSeconds: number): AppError =>
  new AppError('RATE_LIMITED', message, { retryAfterSeconds });

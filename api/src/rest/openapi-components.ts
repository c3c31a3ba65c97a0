import { rolesFor, type Permission } from '@vdp/shared/auth/permissions';
import { SESSION_COOKIE } from '../http/cookies';
import type { JsonSchema } from './endpoint';

/** The error body of every REST refusal (ADR 1). */
const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  description: 'Every REST error (ADR 1): a machine-readable code and the whole human message.',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', description: "The same code as GraphQL's extensions.code", examples: ['BAD_USER_INPUT'] },
    message: { type: 'string', description: 'What went wrong, in English' },
    fields: {
      type: 'array',
      description: 'For BAD_USER_INPUT: each refused field with its message',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
    retryAfterSeconds: { type: 'integer', description: 'For RATE_LIMITED: also sent as Retry-After' },
  },
};

const errorResponse = (description: string, extra: JsonSchema = {}): JsonSchema => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  ...extra,
});

/** The refusals a route may answer, by status: referenced from each operation. */
export const ERROR_RESPONSES = {
  '400': ['BadRequest', errorResponse('BAD_USER_INPUT: a field, a path parameter or the JSON body is not valid')],
  '401': ['Unauthenticated', errorResponse('UNAUTHENTICATED: the route needs a signed-in account')],
  '403': ['Forbidden', errorResponse("FORBIDDEN: the account's role may not use the route")],
  '404': ['NotFound', errorResponse('NOT_FOUND: nothing has this id')],
  '409': ['Conflict', errorResponse('CONFLICT: the change does not fit the current state')],
  '413': ['PayloadTooLarge', errorResponse('PAYLOAD_TOO_LARGE: the body is larger than the route takes')],
  '415': ['UnsupportedMediaType', errorResponse('UNSUPPORTED_MEDIA_TYPE: the body is not of a type the route takes')],
  '429': [
    'TooManyRequests',
    errorResponse('RATE_LIMITED: too many requests; retry after the given seconds', {
      headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
    }),
  ],
} as const satisfies Record<string, readonly [string, JsonSchema]>;

export type ErrorStatus = keyof typeof ERROR_RESPONSES;

/** The document's shared parts: the error body, the refusals, the session cookie and API keys. */
export function components(): JsonSchema {
  return {
    schemas: { Error: ERROR_SCHEMA },
    responses: Object.fromEntries(Object.values(ERROR_RESPONSES).map(([name, response]) => [name, response])),
    securitySchemes: {
      session: {
        type: 'apiKey',
        in: 'cookie',
        name: SESSION_COOKIE,
        description: 'The session cookie set by POST /api/auth/login (docs/api.md, Authentication).',
      },
      apiKey: {
        type: 'http',
        scheme: 'bearer',
        description: 'An API key made by an admin on /admin/api-keys, acting with its role (docs/api-keys.md).',
      },
    },
  };
}

/** Who may call a route, in words: the permission of the one table and the roles it admits. */
export function accessText(permission: Permission): string {
  const roles = rolesFor(permission);
  if (roles === 'public') return `Permission \`${permission}\`: anyone, signed in or not.`;
  if (roles === 'signedIn') return `Permission \`${permission}\`: any signed-in account.`;
  return `Permission \`${permission}\`: roles ${roles.join(', ')}.`;
}

/** The security requirement of a permission: none for public routes, the session or an API key otherwise. */
export const securityOf = (permission: Permission): JsonSchema[] =>
  rolesFor(permission) === 'public' ? [] : [{ session: [] }, { apiKey: [] }];

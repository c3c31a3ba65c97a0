import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { AnyObjectSchema } from 'yup';
import type { JsonSchema, RestEndpoint } from './endpoint';
import { accessText, components, ERROR_RESPONSES, securityOf, type ErrorStatus } from './openapi-components';
import type { Route, RestRoutes } from './rest-routes';

/** One module's routes under its name: the name becomes the operations' tag. */
export interface RouteGroup {
  tag: string;
  routes: RestRoutes;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, JsonSchema>>;
  components: JsonSchema;
  tags: Array<{ name: string }>;
}

const PREFIX = '/api';
/** The version the document announces: the platform's (package.json). */
export const API_VERSION = '0.1.0';

/** `/auctions/:id/bids` → `/api/auctions/{id}/bids`. */
export const openApiPath = (route: Pick<Route, 'segments'>): string =>
  `${PREFIX}/${route.segments.map((segment) => (segment.startsWith(':') ? `{${segment.slice(1)}}` : segment)).join('/')}`;

/**
 * The OpenAPI 3.1 document of the REST shim, built once at startup from every module's route
 * declarations (ADR 17): paths, methods, the permission as security and text, the inputs from
 * the shared Yup schemas the routes parse, and the refusals of ADR 1. A route shadowed by an
 * earlier one with the same method and path never answers, so it is left out.
 */
export function openApiDocument(groups: readonly RouteGroup[], version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const operationIds = new Set<string>();
  for (const { tag, routes } of groups) {
    for (const route of routes.routes) {
      const path = openApiPath(route);
      const method = route.method.toLowerCase();
      const item = (paths[path] ??= {});
      if (item[method]) continue;
      const operationId = uniqueId(operationIdOf(route), operationIds);
      item[method] = operation(route, tag, operationId);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vehicle donation platform REST API',
      version,
      description:
        'The REST twin of the GraphQL API (POST /graphql): the same services, permissions and errors. Generated from the route declarations; see docs/api.md.',
    },
    paths,
    components: components(),
    tags: [...new Set(groups.map((group) => group.tag))].map((name) => ({ name })),
  };
}

function operation(route: Route, tag: string, operationId: string): JsonSchema {
  const { endpoint } = route;
  const { doc } = endpoint;
  const pathParams = route.segments.filter((segment) => segment.startsWith(':')).map((segment) => segment.slice(1));
  const parameters = [
    ...pathParams.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ...(doc.query ? queryParameters(doc.query) : []),
  ];
  const requestBody = requestBodyOf(route.method, endpoint);
  const success = doc.answer ?? {};
  return {
    tags: [tag],
    operationId,
    ...(doc.summary ? { summary: doc.summary } : {}),
    description: accessText(endpoint.permission),
    'x-permission': endpoint.permission,
    security: securityOf(endpoint.permission),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      [String(success.status ?? 200)]: {
        description: success.description ?? 'Success',
        ...(success.status === 204
          ? {}
          : { content: { [success.mediaType ?? 'application/json']: { schema: success.schema ?? {} } } }),
      },
      ...errorResponses(route, pathParams.length > 0, requestBody !== undefined),
    },
  };
}

/** Each property of the query schema as one query parameter. */
function queryParameters(schema: AnyObjectSchema): JsonSchema[] {
  const json = jsonSchemaOf(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

function requestBodyOf(method: Route['method'], endpoint: RestEndpoint): JsonSchema | undefined {
  const rule = endpoint.body;
  if (rule?.kind === 'bytes') {
    return {
      required: true,
      description: `The raw bytes, of a type matching ${String(rule.types)}, up to ${rule.maxBytes} bytes.`,
      content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } },
    };
  }
  if (endpoint.doc.input) {
    return { required: true, content: { 'application/json': { schema: jsonSchemaOf(endpoint.doc.input) } } };
  }
  if (method === 'GET' || method === 'DELETE') return undefined;
  return { required: false, content: { 'application/json': { schema: {} } } }; // a body not described yet
}

function errorResponses(route: Route, hasParams: boolean, hasBody: boolean): Record<string, JsonSchema> {
  const access = securityOf(route.endpoint.permission).length > 0;
  const statuses: ErrorStatus[] = ['400'];
  if (access) statuses.push('401', '403');
  if (hasParams) statuses.push('404');
  if (route.method !== 'GET') statuses.push('409');
  if (hasBody) statuses.push('413');
  if (route.endpoint.body?.kind === 'bytes') statuses.push('415');
  statuses.push('429');
  return Object.fromEntries(statuses.map((status) => [status, { $ref: `#/components/responses/${ERROR_RESPONSES[status][0]}` }]));
}

/**
 * A shared Yup schema as JSON Schema (@sodaru/yup-to-json-schema), without the object's own
 * default (the defaults stay on each property).
 */
export function jsonSchemaOf(schema: AnyObjectSchema): JsonSchema {
  const { default: _default, ...json } = convertSchema(schema) as JsonSchema;
  return json;
}

/** `GET /auctions/:id/bids` → `getAuctionsByIdBids`. */
function operationIdOf(route: Route): string {
  const words = route.segments
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/)));
  return [route.method.toLowerCase(), ...words.filter(Boolean).map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

function uniqueId(base: string, taken: Set<string>): string {
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}${n}`;
  taken.add(id);
  return id;
}

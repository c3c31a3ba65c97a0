import fc from 'fast-check';
import type { RunningServer } from '../src/app/server';
import type { OpenApiDocument } from '../src/rest/openapi';
import type { FieldSchema } from './fuzz-bodies';
import type { TestClient } from './client';
import { sql } from './harness';
import { userForm } from './users-fixtures';

/** A REST route that reads a body: from the OpenAPI document. */
export interface RestTarget {
  method: string;
  /** As the document writes it: /api/users/{id}. */
  path: string;
  pathParams: string[];
  query: Record<string, FieldSchema>;
  body: FieldSchema | undefined;
  /** A route reading raw bytes (an upload) rather than JSON. */
  bytes: boolean;
}

interface Operation {
  parameters?: Array<{ name: string; in: string; schema?: FieldSchema }>;
  requestBody?: { content?: Record<string, { schema?: FieldSchema }> };
}

/** Every POST, PUT and PATCH of the document that reads a body or a query (routes reading nothing have no input to fuzz). */
export function restTargets(document: OpenApiDocument): RestTarget[] {
  const targets: RestTarget[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(item as Record<string, Operation>)) {
      if (!['post', 'put', 'patch'].includes(method)) continue;
      const content = raw.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      const bytes = Object.keys(content).some((type) => type !== 'application/json');
      const body = json && Object.keys(json).length > 0 ? json : undefined;
      const params = raw.parameters ?? [];
      const query = Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]));
      if (!body && !bytes && Object.keys(query).length === 0) continue;
      targets.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query,
        body,
        bytes,
      });
    }
  }
  return targets;
}

/** Rows each kind of id points at, so most requests get past "not found" to the rules. */
export type KnownIds = Record<string, string>;

/** Which table a path's or a field's id names. */
const ID_SOURCES: Array<[RegExp, string]> = [
  [/^(\/api\/users|user)/i, 'users'],
  [/^(\/api\/color-themes|colortheme)/i, 'color_themes'],
  [/^(\/api\/auctions|auction)/i, 'vehicle_auctions'],
  [/^(\/api\/dealers|dealer)/i, 'auto_dealers'],
  [/^(\/api\/donations|donation)/i, 'donations'],
  [/^(\/api\/chat|chat|session)/i, 'chat_sessions'],
  [/^(\/api\/charities|charit)/i, 'charities'],
  [/^(\/api\/posts|post)/i, 'posts'],
  [/^(\/api\/categories|categor)/i, 'categories'],
  [/^(\/api\/pages|page)/i, 'pages'],
  [/^(\/api\/forms|form)/i, 'custom_forms'],
  [/^(\/api\/webhooks|webhook)/i, 'webhook_endpoints'],
];

/** The table an id belongs to: by the route's path, or by a field or operation name (donationId, updateUser). */
export function idSource(name: string): string | undefined {
  const bare = name.replace(/^(update|set|create|delete|send|add)/, '').replace(/Id$/, '');
  return ID_SOURCES.find(([pattern]) => pattern.test(name) || pattern.test(bare))?.[1];
}

/** Ids no row has, or that are no id at all. */
const BAD_IDS = [
  '0',
  '-1',
  '999999999',
  '99999999999999999999',
  '1.5',
  '1e3',
  'abc',
  "1' or '1'='1",
  '\u0000',
  ' 1',
  '１',
  '0x10',
  'NaN',
];

/** An id: mostly the known one, sometimes one that names nothing. */
export function idValue(known: string | undefined, asNumber: boolean): fc.Arbitrary<unknown> {
  const bad = fc.constantFrom(...BAD_IDS);
  if (known === undefined) return bad;
  const good = fc.constant(asNumber && /^\d+$/.test(known) ? Number(known) : known);
  return fc.oneof({ weight: 4, arbitrary: good }, { weight: 1, arbitrary: bad });
}

/**
 * Rows to aim at: a user made for the purpose (so no fuzzed change reaches the admin signed in),
 * a chat session of the admin's, a webhook endpoint, and the first demo row of every other kind.
 */
export async function prepareKnownIds(server: RunningServer, admin: TestClient): Promise<KnownIds> {
  const known: KnownIds = {};
  const user = await admin.rest('POST', '/api/users', userForm({ passwordMode: 'set', password: 'UserPass123' }));
  known.users = String((user.body as { id: number }).id);
  const chat = await admin.rest('POST', '/api/chat/sessions', { sessionId: `fuzz-${Date.now()}` });
  known.chat_sessions = String((chat.body as { sessionId: string }).sessionId);
  const hook = await admin.rest('POST', '/api/webhooks', { url: 'http://localhost:9/hook', events: ['donation.created'] });
  if (hook.status !== 201 && hook.status !== 200) throw new Error(`webhook: ${hook.status} ${JSON.stringify(hook.body)}`);
  for (const table of [
    'color_themes',
    'vehicle_auctions',
    'auto_dealers',
    'donations',
    'charities',
    'posts',
    'categories',
    'pages',
    'custom_forms',
    'webhook_endpoints',
  ]) {
    const [row] = await sql<{ id: string }>(server, `select min(id)::text as id from "${table}"`);
    if (row?.id) known[table] = row.id;
  }
  return known;
}

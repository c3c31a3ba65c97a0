import fc from 'fast-check';
import { extraFields, hostileNumber, hostileString, hostileValue, invalidUtf8 } from './fuzz-values';

/** The part of a JSON Schema (as the OpenAPI document has it) the generators read. */
export interface FieldSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, FieldSchema>;
  additionalProperties?: boolean | FieldSchema;
  items?: FieldSchema;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

const typeOf = (schema: FieldSchema): string | undefined =>
  (Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type) ??
  (schema.properties ? 'object' : undefined);

const PLAUSIBLE_TEXT = [
  'Fuzz text',
  'fuzz@example.com',
  '2030-01-15',
  '2030-01-15T10:00:00Z',
  '(555) 123-4567',
  'K1A 0B1',
  '1000.00',
  'fuzz-slug',
  'https://example.com/x',
  '#336699',
  'en',
  'fr',
];

/** A value the field would take: the sort that gets a request past most rules so another field's fault is the one met. */
export function plausibleValue(schema: FieldSchema): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  switch (typeOf(schema)) {
    case 'string':
      return fc.constantFrom(...PLAUSIBLE_TEXT).map((text) => text.slice(0, schema.maxLength ?? text.length));
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? 0, -1e9), max: Math.min(schema.maximum ?? 5000, 1e9) });
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 5000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? fieldValue(schema.items) : hostileValue, { maxLength: 3 });
    case 'object':
      return objectBody(schema);
    default:
      return hostileValue;
  }
}

/** A field's value: mostly one it would take, often one of the wrong kind or out of range. */
export function fieldValue(schema: FieldSchema): fc.Arbitrary<unknown> {
  const type = typeOf(schema);
  const nearMiss = type === 'integer' || type === 'number' ? hostileNumber : type === 'string' ? hostileString : hostileValue;
  return fc.oneof(
    { weight: 3, arbitrary: plausibleValue(schema) },
    { weight: 2, arbitrary: nearMiss },
    { weight: 2, arbitrary: hostileValue },
  );
}

/** An object for a schema with properties: any of them missing, each plausible or hostile, plus fields nobody declared. */
export function objectBody(schema: FieldSchema): fc.Arbitrary<Record<string, unknown>> {
  const model = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, field]) => [name, fieldValue(field)]));
  const open = typeof schema.additionalProperties === 'object' || schema.additionalProperties === true;
  const declared = fc.record(model, { requiredKeys: [] });
  const free = open
    ? fc.dictionary(fc.oneof(hostileString, fc.constantFrom('field_1', 'name', 'email')), hostileValue, { maxKeys: 4 })
    : fc.constant({});
  return fc.tuple(declared, free, fc.option(extraFields, { freq: 3 })).map(([fields, more, extra]) => {
    // defineProperty: a generated "__proto__" key must stay an own field, as JSON.parse makes it on the server
    const body: Record<string, unknown> = {};
    for (const part of [more, extra ?? {}, fields])
      for (const [key, value] of Object.entries(part))
        Object.defineProperty(body, key, { value, enumerable: true, writable: true, configurable: true });
    return body;
  });
}

/** A whole request body: usually an object, sometimes a JSON value that is no object at all. */
export function requestBody(schema: FieldSchema): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 9, arbitrary: objectBody(schema) }, { weight: 1, arbitrary: hostileValue });
}

const MARK = 'FUZZ~MARK~7f3a';

/** How a body travels: as JSON, or as bytes JSON.stringify cannot make (invalid UTF-8, numbers past a double, nesting past any stack, broken syntax). */
export type Wire =
  { kind: 'json' } | { kind: 'utf8'; bytes: Buffer } | { kind: 'literal'; text: string } | { kind: 'broken'; cut: number };

export const wire: fc.Arbitrary<Wire> = fc.oneof(
  { weight: 12, arbitrary: fc.constant({ kind: 'json' as const }) },
  { weight: 2, arbitrary: invalidUtf8.map((bytes) => ({ kind: 'utf8' as const, bytes })) },
  {
    weight: 2,
    arbitrary: fc
      .oneof(
        fc.constantFrom('1e400', '-1e400', '123456789012345678901234567890', '-0.0e-999', '0.1e1'),
        fc.constantFrom(10_000, 100_000, 400_000).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
        fc.constantFrom(10_000, 100_000).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
      )
      .map((text) => ({ kind: 'literal' as const, text })),
  },
  { weight: 1, arbitrary: fc.nat({ max: 200 }).map((cut) => ({ kind: 'broken' as const, cut })) },
);

/** The bytes of `body` as `how` says, the odd bytes going into `field` (added when the body has no such field). */
export function encodeBody(body: unknown, field: string, how: Wire): Buffer {
  if (how.kind === 'json') return Buffer.from(JSON.stringify(body) ?? 'null');
  if (how.kind === 'broken') {
    const text = JSON.stringify(body) ?? 'null';
    return Buffer.from(text.slice(0, Math.max(1, text.length - 1 - (how.cut % text.length))) + (how.cut % 2 ? ',' : ''));
  }
  const host = body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {};
  Object.defineProperty(host, field, { value: MARK, enumerable: true, writable: true, configurable: true });
  const [before, after] = JSON.stringify(host).split(how.kind === 'utf8' ? MARK : `"${MARK}"`);
  const middle = how.kind === 'utf8' ? Buffer.concat([Buffer.from('x'), how.bytes, Buffer.from('y')]) : Buffer.from(how.text);
  return Buffer.concat([Buffer.from(before ?? ''), middle, Buffer.from(after ?? '')]);
}

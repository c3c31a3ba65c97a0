// What the scanners attack: every REST operation of /api/openapi.json and the GraphQL root fields
// that take text, each as one request with sample values and sqlmap's `*` marking where to inject.

/** Ids in paths point at nothing: a scanner's writes through them are refused, not applied to seeded rows. */
const MISSING_ID = '999999';

/** A sample of a JSON schema's value: valid enough to pass the shape, text to inject into. */
export function sample(schema = {}, name = '') {
  if (schema.enum?.length) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (schema.anyOf || schema.oneOf)
    return sample(
      (schema.anyOf ?? schema.oneOf).find((s) => s.type !== 'null'),
      name,
    );
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, key)]));
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    default:
      if (schema.format === 'email' || /email/i.test(name)) return 'scan@example.com';
      if (schema.format === 'date' || /date/i.test(name)) return '2026-01-01';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00Z';
      return 'scan';
  }
}

/** Marks every text value of a JSON value for injection (sqlmap's custom marker). */
function markStrings(value) {
  if (typeof value === 'string') return `${value}*`;
  if (Array.isArray(value)) return value.map(markStrings);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, markStrings(v)]));
  return value;
}

const resolveRef = (document, schema) =>
  schema?.$ref
    ? schema.$ref
        .split('/')
        .slice(1)
        .reduce((node, key) => node[key], document)
    : schema;

/**
 * One request per REST operation: { method, path, url, body, permission }. Path parameters are
 * a missing id marked for injection; query parameters and JSON bodies carry marked samples.
 */
export function restTargets(document, baseUrl) {
  const targets = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const url = new URL(baseUrl + path.replace(/\{[^}]+\}/g, `${MISSING_ID}*`));
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'query') url.searchParams.set(parameter.name, `${sample(parameter.schema, parameter.name)}*`);
      }
      const schema = resolveRef(document, operation.requestBody?.content?.['application/json']?.schema);
      const body = schema ? markStrings(sample(resolveRef(document, schema))) : undefined;
      targets.push({
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        url: url.toString().replaceAll('%2A', '*'),
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    }
  }
  return targets;
}

const INTROSPECT = `{ __schema { queryType { name } mutationType { name } types { name kind fields { name args { name type { kind name ofType { kind name ofType { kind name } } } } type { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } } }`;

const named = (type) => (type.ofType ? named(type.ofType) : type);
const typeText = (type) =>
  type.kind === 'NON_NULL' ? `${typeText(type.ofType)}!` : type.kind === 'LIST' ? `[${typeText(type.ofType)}]` : type.name;

/**
 * The GraphQL root fields with a String or ID argument, as POST /graphql bodies whose text
 * variables are marked for injection (the query itself is left intact: GraphQL's grammar
 * refuses a changed one before any resolver runs). Other required scalars get samples; fields
 * needing an input object are left to their REST twins (the same services).
 */
export async function graphqlTargets(baseUrl) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: INTROSPECT }),
  });
  const { data } = await response.json();
  const types = new Map(data.__schema.types.map((type) => [type.name, type]));
  const targets = [];
  for (const [kind, root] of [
    ['query', data.__schema.queryType],
    ['mutation', data.__schema.mutationType],
  ]) {
    for (const field of types.get(root.name)?.fields ?? []) {
      const args = field.args.map((arg) => ({ ...arg, base: named(arg.type) }));
      if (!args.some((arg) => ['String', 'ID'].includes(arg.base.name))) continue;
      if (args.some((arg) => arg.type.kind === 'NON_NULL' && arg.base.kind === 'INPUT_OBJECT')) continue;
      const usable = args.filter((arg) => arg.base.kind === 'SCALAR' || arg.base.kind === 'ENUM');
      const variables = Object.fromEntries(usable.map((arg) => [arg.name, graphqlSample(arg)]));
      const declared = usable.map((arg) => `$${arg.name}: ${typeText(arg.type)}`).join(', ');
      const passed = usable.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
      const selection = selectionOf(types, named(field.type));
      const query = `${kind}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
      targets.push({
        name: `graphql ${kind} ${field.name}`,
        method: 'POST',
        url: `${baseUrl}/graphql`,
        body: JSON.stringify({ query, variables }),
      });
    }
  }
  return targets;
}

function graphqlSample(arg) {
  if (arg.base.name === 'String') return /email/i.test(arg.name) ? 'scan@example.com*' : 'scan*';
  if (arg.base.name === 'ID') return `${MISSING_ID}*`;
  if (arg.base.name === 'Int' || arg.base.name === 'Float') return 1;
  if (arg.base.name === 'Boolean') return true;
  return 'scan';
}

/** `{ __typename }` under an object, nothing under a scalar: the cheapest valid selection. */
const selectionOf = (types, type) =>
  ['OBJECT', 'INTERFACE', 'UNION'].includes(types.get(type.name)?.kind ?? type.kind) ? ' { __typename }' : '';

import { buildSchema, getIntrospectionQuery, parse, specifiedRules, validate, type GraphQLFieldConfig } from 'graphql';
import { CostLimit, depthLimit } from './limits';

const schema = buildSchema(`
  type Node { name: String, child: Node, children: [Node!]!, heavy: String }
  type Query { node: Node, nodes: [Node!]! }
`);
// what TypeGraphQL's @Field({ complexity }) puts on a field
(
  schema.getType('Node') as unknown as { getFields(): Record<string, GraphQLFieldConfig<unknown, unknown>> }
).getFields().heavy.extensions = {
  complexity: 50,
};

const nested = (levels: number) => `{ node { ${'child { '.repeat(levels - 2)}name${' }'.repeat(levels - 2)} } }`;
const errorsOf = (query: string) => validate(schema, parse(query), [...specifiedRules, depthLimit(10)]);
const cost = new CostLimit(schema, 5000);

describe('depthLimit', () => {
  it('accepts 10 levels and refuses 11 with QUERY_TOO_COMPLEX', () => {
    expect(errorsOf(nested(10))).toEqual([]);
    const [error] = errorsOf(nested(11));
    expect(error.message).toBe('Query depth limit of 10 exceeded, found 11.');
    expect(error.extensions.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('counts fields, not fragments', () => {
    const query = `{ node { ...A } } fragment A on Node { child { ...B } } fragment B on Node { ... on Node { child { name } } }`;
    expect(errorsOf(query)).toEqual([]);
  });

  it('leaves introspection (__schema, __type) to graphql-js', () => {
    expect(errorsOf(getIntrospectionQuery())).toEqual([]);
    expect(
      errorsOf(
        `{ __type(name: "Node") { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } } } }`,
      ),
    ).toEqual([]);
    expect(errorsOf(`{ __typename node { ${'child { '.repeat(9)}name${' }'.repeat(9)} } }`)).toHaveLength(1);
  });
});

describe('CostLimit', () => {
  it('weighs a field 1, a list 10 times what it holds, and what TypeGraphQL says where it says', () => {
    expect(cost.check(parse(`{ nodes { name } }`), {})).toBeUndefined();
    // nodes: 1 + 10 × (children: 1 + 10 × (children: 1 + 10 × (heavy 50))) = 50,111
    const refusal = cost.check(parse(`{ nodes { children { children { heavy } } } }`), {});
    expect(refusal?.message).toBe("The operation's estimated cost is 50111; the limit is 5000.");
    expect(refusal?.extensions.code).toBe('QUERY_TOO_COMPLEX');
  });

  it('counts the operation asked for, with its variables, and not introspection', () => {
    const document = parse(
      `query Cheap($skip: Boolean!) { node { name } } query Dear { nodes { children { children { children { name } } } } }`,
    );
    expect(cost.check(document, {}, 'Cheap')).toBeUndefined();
    expect(cost.check(document, {}, 'Dear')).toBeDefined();
    expect(
      cost.check(parse(`query ($s: Boolean!) { nodes { children { children { children { name @skip(if: $s) } } } } }`), {
        s: true,
      }),
    ).toBeUndefined();
    expect(cost.check(parse(getIntrospectionQuery()), {})).toBeUndefined();
  });

  it('works a document out once, but again each time when @skip or @include make its cost follow the variables', () => {
    const limit = new CostLimit(schema, 5000);
    const dear = parse(`{ nodes { children { children { children { name } } } } }`);
    expect(limit.check(dear, {})).toBeDefined();
    expect(limit.check(dear, {})?.message).toBe(
      limit.check(parse(`{ nodes { children { children { children { name } } } } }`), {})?.message,
    );
    const conditional = parse(`query ($s: Boolean!) { nodes { children { children { children { name @skip(if: $s) } } } } }`);
    expect(limit.check(conditional, { s: true })).toBeUndefined();
    expect(limit.check(conditional, { s: false })).toBeDefined();
    expect(limit.check(conditional, { s: true })).toBeUndefined();
  });
});

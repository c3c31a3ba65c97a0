import fc from 'fast-check';
import { plausibleValue } from './fuzz-bodies';
import { idSource, idValue, type KnownIds } from './fuzz-targets';
import { extraFields, hostileNumber, hostileString, hostileValue } from './fuzz-values';

/** A type as introspection writes it. */
export interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}

export interface InputValue {
  name: string;
  type: TypeRef;
}

export interface IntrospectedType {
  kind: string;
  name: string;
  inputFields: InputValue[] | null;
  enumValues: Array<{ name: string }> | null;
}

export interface Mutation {
  name: string;
  args: InputValue[];
  type: TypeRef;
}

export const INTROSPECT_MUTATIONS = `{
  __schema {
    mutationType { fields { name type { ...ref } args { name type { ...ref } } } }
    types { kind name inputFields { name type { ...ref } } enumValues { name } }
  }
}
fragment ref on __Type { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } }`;

/** `[String!]!` from its introspected shape. */
export function typeText(type: TypeRef): string {
  if (type.kind === 'NON_NULL') return `${typeText(type.ofType!)}!`;
  if (type.kind === 'LIST') return `[${typeText(type.ofType!)}]`;
  return type.name!;
}

export const namedKind = (type: TypeRef): string => (type.ofType ? namedKind(type.ofType) : type.kind);

/** The operation: every argument a variable, and `__typename` when the answer is an object. */
export function documentOf(mutation: Mutation): string {
  const variables = mutation.args.map((arg) => `$${arg.name}: ${typeText(arg.type)}`).join(', ');
  const args = mutation.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = ['OBJECT', 'INTERFACE', 'UNION'].includes(namedKind(mutation.type)) ? ' { __typename }' : '';
  return `mutation Fuzz(${variables}) { ${mutation.name}(${args})${selection} }`;
}

const ID_FIELDS = /^(id|\w+Id)$/;

/**
 * Variables for a mutation from the schema's types: mostly of the declared GraphQL type (so the
 * shared rules answer), sometimes of another type entirely, null where null is not allowed, or
 * with fields the input type does not declare (so GraphQL's own coercion answers).
 */
export class VariableArbitraries {
  private readonly types: Map<string, IntrospectedType>;

  constructor(
    types: IntrospectedType[],
    private readonly known: KnownIds,
  ) {
    this.types = new Map(types.map((type) => [type.name, type]));
  }

  variables(mutation: Mutation): fc.Arbitrary<Record<string, unknown>> {
    const model = Object.fromEntries(mutation.args.map((arg) => [arg.name, this.value(arg, mutation.name, 0)]));
    return fc.record(model, { requiredKeys: mutation.args.filter((arg) => arg.type.kind === 'NON_NULL').map((arg) => arg.name) });
  }

  /** Every input field name reachable from the mutation's arguments. */
  fieldNamesOf(mutation: Mutation): string[] {
    const names = new Set<string>();
    const pending = mutation.args.map((arg) => arg.type);
    for (let type = pending.pop(); type; type = pending.pop()) {
      if (type.ofType) pending.push(type.ofType);
      for (const field of this.types.get(type.name ?? '')?.inputFields ?? []) {
        if (!names.has(field.name)) pending.push(field.type);
        names.add(field.name);
      }
    }
    return [...names];
  }

  private value(field: InputValue, owner: string, depth: number): fc.Arbitrary<unknown> {
    if (ID_FIELDS.test(field.name)) {
      const source = idSource(field.name === 'id' ? owner : field.name);
      const asNumber = ['Int', 'Float'].includes(field.type.name ?? field.type.ofType?.name ?? '');
      return fc.oneof(
        { weight: 4, arbitrary: idValue(source ? this.known[source] : undefined, asNumber) },
        { weight: 1, arbitrary: hostileValue },
      );
    }
    return fc.oneof(
      { weight: 8, arbitrary: this.ofType(field.type, owner, depth) },
      { weight: 1, arbitrary: hostileValue },
      { weight: 1, arbitrary: fc.constant(null) },
    );
  }

  private ofType(type: TypeRef, owner: string, depth: number): fc.Arbitrary<unknown> {
    if (type.kind === 'NON_NULL') return this.ofType(type.ofType!, owner, depth);
    if (type.kind === 'LIST') return fc.array(this.ofType(type.ofType!, owner, depth + 1), { maxLength: 3 });
    if (type.kind === 'ENUM')
      return fc.constantFrom(...(this.types.get(type.name!)?.enumValues ?? []).map((value) => value.name), 'NOT_A_VALUE');
    if (type.kind === 'INPUT_OBJECT') return depth > 4 ? fc.constant({}) : this.inputObject(type.name!, depth + 1);
    switch (type.name) {
      case 'String':
        return fc.oneof(plausibleValue({ type: 'string' }), hostileString);
      case 'Int':
        return fc.oneof(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), hostileNumber);
      case 'Float':
        return hostileNumber;
      case 'Boolean':
        return fc.boolean();
      case 'ID':
        return fc.oneof(fc.nat().map(String), hostileString);
      case 'DateTimeISO':
        return fc.oneof(plausibleValue({ type: 'string' }), hostileString);
      default:
        return hostileValue; // JSON and other free scalars
    }
  }

  private inputObject(name: string, depth: number): fc.Arbitrary<Record<string, unknown>> {
    const fields = this.types.get(name)?.inputFields ?? [];
    const model = Object.fromEntries(fields.map((field) => [field.name, this.value(field, name, depth)]));
    return fc
      .tuple(fc.record(model, { requiredKeys: [] }), fc.option(extraFields, { freq: 6 }))
      .map(([declared, extra]) => ({ ...extra, ...declared }));
  }
}

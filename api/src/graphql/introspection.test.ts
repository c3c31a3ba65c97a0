import { parse } from 'graphql';
import { IntrospectionGate } from './introspection';

describe('IntrospectionGate', () => {
  const reads = { count: 0 };
  const gate = (production: boolean, allowed: boolean) =>
    new IntrospectionGate(production, async () => {
      reads.count++;
      return allowed;
    });
  beforeEach(() => (reads.count = 0));

  it('lets everything through outside production, without reading the setting', async () => {
    expect(await gate(false, false).refusal(parse('{ __schema { types { name } } }'))).toBeUndefined();
    expect(reads.count).toBe(0);
  });

  it('refuses __schema and __type (in fragments too) in production while the setting is off', async () => {
    const closed = gate(true, false);
    for (const query of [
      '{ __schema { queryType { name } } }',
      '{ __type(name: "Query") { name } }',
      'query { ...F } fragment F on Query { __type(name: "User") { fields { name } } }',
    ]) {
      expect((await closed.refusal(parse(query)))?.extensions).toMatchObject({ code: 'INTROSPECTION_DISABLED' });
    }
    expect(await gate(true, true).refusal(parse('{ __schema { queryType { name } } }'))).toBeUndefined();
  });

  it('does not take __typename for introspection, and reads the setting only for introspecting documents', async () => {
    const closed = gate(true, false);
    expect(await closed.refusal(parse('{ __typename appInfo { __typename demoMode } }'))).toBeUndefined();
    expect(reads.count).toBe(0);
  });
});

import { tooDeep } from './json-depth';

const nested = (levels: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};

describe('tooDeep', () => {
  it('lets a body nest up to the limit', () => {
    expect(tooDeep({ query: '{ x }', variables: { input: nested(10) } }, 64)).toBeUndefined();
  });

  it('names the variable and field of a body nesting past it, however deep, without recursing', () => {
    expect(tooDeep({ input: { answers: nested(100_000) } }, 64)).toBe('input.answers');
    expect(tooDeep([[[[1]]]], 2)).toBe('0.0');
  });
});

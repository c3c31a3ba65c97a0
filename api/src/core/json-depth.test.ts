import { textNestsDeeper, tooDeep } from './json-depth';

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

describe('textNestsDeeper', () => {
  const bytes = (text: string) => Buffer.from(text);

  it('counts arrays and objects, not brackets inside strings', () => {
    expect(textNestsDeeper(bytes('{"a":[1,{"b":2}]}'), 3)).toBe(false);
    expect(textNestsDeeper(bytes('{"a":[1,{"b":2}]}'), 2)).toBe(true);
    expect(textNestsDeeper(bytes('{"a":"[[[[{{{{"}'), 1)).toBe(false);
    expect(textNestsDeeper(bytes('{"a":"\\"[[[["}'), 1)).toBe(false);
    expect(textNestsDeeper(bytes('{"é🚗":["x"]}'), 2)).toBe(false);
  });

  it('finds a body nesting past the limit without parsing it', () => {
    expect(textNestsDeeper(bytes('['.repeat(400_000) + ']'.repeat(400_000)), 1_000)).toBe(true);
    expect(textNestsDeeper(bytes('['.repeat(1_000) + ']'.repeat(1_000)), 1_000)).toBe(false);
  });
});

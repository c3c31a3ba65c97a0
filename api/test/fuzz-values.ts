import fc from 'fast-check';

/** Text that has broken forms, queries, pages and parsers before: metacharacters, look-alikes, edge numbers. */
const NASTY_TEXT = [
  '',
  ' ',
  '\t\n',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '-0',
  '0x1F',
  '1_000',
  '9'.repeat(40),
  '-9'.repeat(20),
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '2024-02-30',
  '0000-00-00T00:00:00Z',
  '+275760-09-13T00:00:00.001Z',
  "'; drop table users;--",
  "' or '1'='1",
  '" or ""="',
  '1; select pg_sleep(0)--',
  '%',
  '_',
  '\\',
  '$1',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '../../etc/passwd',
  '\u0000',
  'a\u0000b',
  '\uFEFF',
  '\u202Eevil',
  '\u200B',
  '\uD800',
  '\uDFFF\uD800',
  'ｅｘａｍｐｌｅ＠ｅｘａｍｐｌｅ．ｃｏｍ',
  'аdmin', // Cyrillic а
  'admin@exаmple.com', // Cyrillic а in the domain
  '𝐚𝐝𝐦𝐢𝐧',
  'ǅ\u0301\u0301\u0301',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗̻',
  '🚗💨',
  'x@y',
  'a@b.c',
  'http://169.254.169.254/latest/meta-data',
  'http://localhost:1/',
  'file:///etc/passwd',
  '__proto__',
  'constructor',
];

/** Long text: past every field's maxLength, and up to most of the 1 MB a JSON body may carry. */
const longText = fc
  .tuple(fc.constantFrom(256, 2_001, 70_000, 300_000), fc.constantFrom('x', 'é', '🚗', '<', "'", '\u0000'))
  .map(([length, unit]) => unit.repeat(length));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 20 }),
  },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: longText },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 1.5, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 5e-324, 1e21),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A value nested `depth` times in arrays or objects. */
export const deepValue = (depth: number, asObject: boolean): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = asObject ? { a: value } : [value];
  return value;
};

/** Any value a client may send in place of a field: of the wrong kind, out of range, nested, huge. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 6, arbitrary: hostileString },
    { weight: 3, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 3 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.constantFrom('a', '__proto__', 'constructor', 'id', 'toString', ''), tie('value'), {
        maxKeys: 3,
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(100, 1_000, 3_000), fc.boolean())
        .map(([depth, asObject]) => deepValue(depth, asObject)),
    },
  ),
})).value;

/** Fields no schema declares, some of them names JavaScript treats specially. */
export const extraFields: fc.Arbitrary<Record<string, unknown>> = fc.dictionary(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'id',
    'isAdmin',
    'role',
    'createdAt',
    'userId',
    'x'.repeat(300),
    '$where',
  ),
  hostileValue,
  { maxKeys: 3 },
);

/** Bytes that are not UTF-8: a lone continuation byte, truncated and overlong sequences, an encoded surrogate. */
export const invalidUtf8: fc.Arbitrary<Buffer> = fc
  .array(
    fc.constantFrom(
      [0x80],
      [0xc3],
      [0xc3, 0x28],
      [0xe2, 0x82],
      [0xc0, 0xaf],
      [0xed, 0xa0, 0x80],
      [0xf4, 0x90, 0x80, 0x80],
      [0xff],
      [0xfe],
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((sequences) => Buffer.from(sequences.flat()));

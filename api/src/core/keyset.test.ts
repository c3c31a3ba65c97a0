import { connectionOf, decodeCursor, encodeCursor, planPage, type ListOrder } from './keyset';

const NEWEST_FIRST: ListOrder = {
  columns: [
    { sql: 'created_at', type: 'timestamptz' },
    { sql: 'id', type: 'integer' },
  ],
  descending: true,
};
const none = { first: null, after: null, last: null, before: null };
const rowsOf = (...ids: number[]) => ids.map((id) => ({ id, page_key: [String(id * 1000), String(id)] }));

describe('keyset pages', () => {
  it('reads a first page in the list order, one row more than asked', () => {
    const plan = planPage(NEWEST_FIRST, { ...none, first: 2 });
    expect(plan).toMatchObject({ where: null, params: [], orderBy: 'created_at desc, id desc', limit: 3, backward: false });
    expect(plan.keySelect).toBe('array[(extract(epoch from created_at) * 1000000)::bigint::text, id::text] as page_key');
  });

  it('takes every int4 id, however long', () => {
    expect(planPage(NEWEST_FIRST, { ...none, after: encodeCursor(['1', '2147483647']) }).params).toEqual(['1', '2147483647']);
  });

  it('continues after a cursor with a row comparison on the exact values', () => {
    const plan = planPage(NEWEST_FIRST, { ...none, after: encodeCursor(['1700000000123456', '42']) });
    expect(plan.where).toBe(
      "(created_at, id) < ((timestamptz 'epoch' + cast(? as bigint) * interval '1 microsecond'), cast(? as integer))",
    );
    expect(plan.params).toEqual(['1700000000123456', '42']);
    expect(plan.limit).toBe(21);
  });

  it('reads backward in the reverse order and gives the rows back in the list order', () => {
    const plan = planPage(NEWEST_FIRST, { ...none, last: 2, before: encodeCursor(['5000', '5']) });
    expect(plan.where).toContain(') > (');
    expect(plan.orderBy).toBe('created_at asc, id asc');
    const page = connectionOf(plan, rowsOf(6, 7, 8), (row) => row.id);
    expect(page.edges.map((edge) => edge.node)).toEqual([7, 6]);
    expect(page.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
    expect(decodeCursor(NEWEST_FIRST, page.pageInfo.startCursor!, 'before')).toEqual(['7000', '7']);
  });

  it('says whether another page follows, and gives the cursors of both ends', () => {
    const plan = planPage(NEWEST_FIRST, { ...none, first: 2 });
    const full = connectionOf(plan, rowsOf(9, 8, 7), (row) => row.id, 3);
    expect(full.edges.map((edge) => edge.node)).toEqual([9, 8]);
    expect(full.pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: encodeCursor(['9000', '9']),
      endCursor: encodeCursor(['8000', '8']),
    });
    expect(full.totalCount).toBe(3);
    const last = connectionOf(plan, rowsOf(9), (row) => row.id);
    expect(last.pageInfo.hasNextPage).toBe(false);
    expect(last).not.toHaveProperty('totalCount');
    expect(connectionOf(plan, [], (row) => row).pageInfo).toMatchObject({ startCursor: null, endCursor: null });
  });

  it.each([
    ['not base64 JSON', 'bm90IGpzb24'],
    ['the wrong number of values', encodeCursor(['1'])],
    ['a value that is not of the column type', encodeCursor(['12', 'x'])],
    ['an integer beyond the column type', encodeCursor(['12', '2147483648'])],
    ['a number instead of text', Buffer.from('[12, 3]').toString('base64url')],
  ])('refuses a cursor holding %s, naming the field', (_, cursor) => {
    expect(() => planPage(NEWEST_FIRST, { ...none, after: cursor }, { fields: { after: 'cursor', before: 'before' } })).toThrow(
      expect.objectContaining({
        code: 'BAD_USER_INPUT',
        details: { fields: [{ field: 'cursor', message: 'This cursor is not one this list gave' }] },
      }),
    );
  });
});

import type { EntityManager } from '@mikro-orm/postgresql';
import { CATEGORY_COUNTS_TTL_MS, CategoryCounts } from './category-counts';

/** An EntityManager whose connection answers the counts statement with `rows`, counting the calls. */
function fakeEm(rows: Array<{ category_id: number; published: number; all: number }>) {
  const execute = jest.fn(() => Promise.resolve(rows));
  const em = { getConnection: () => ({ execute }) } as unknown as EntityManager;
  return { em, execute };
}

describe('CategoryCounts', () => {
  it('reads every count with one statement, then from memory until forgotten or stale', async () => {
    let now = 0;
    const counts = new CategoryCounts(() => now);
    const { em, execute } = fakeEm([{ category_id: 7, published: 2, all: 5 }]);
    expect(await counts.of(em, 7, false)).toBe(2);
    expect(await counts.of(em, 7, true)).toBe(5);
    expect(await counts.of(em, 8, false)).toBe(0);
    expect(execute).toHaveBeenCalledTimes(1);
    counts.forget();
    await counts.of(em, 7, false);
    expect(execute).toHaveBeenCalledTimes(2);
    now += CATEGORY_COUNTS_TTL_MS + 1;
    await counts.of(em, 7, false);
    expect(execute).toHaveBeenCalledTimes(3);
  });
});

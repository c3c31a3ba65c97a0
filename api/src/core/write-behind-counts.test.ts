import { WriteBehindCounts } from './write-behind-counts';

describe('WriteBehindCounts', () => {
  it('writes counts in one batch per flush, and shows them as pending until then', async () => {
    const batches: Array<Array<{ key: number; n: number }>> = [];
    const counts = new WriteBehindCounts<number>(async (increments) => void batches.push(increments), 60_000);
    counts.add(1);
    counts.add(1);
    counts.add(2);
    expect(counts.pending(1)).toBe(2);
    expect(batches).toEqual([]);
    await counts.flush();
    expect(batches).toEqual([
      [
        { key: 1, n: 2 },
        { key: 2, n: 1 },
      ],
    ]);
    expect(counts.pending(1)).toBe(0);
    await counts.flush();
    expect(batches).toHaveLength(1);
    await counts.close();
  });

  it('keeps a failed batch and writes it with the next; close writes what is left', async () => {
    const written: Array<{ key: string; n: number }> = [];
    let fail = true;
    const counts = new WriteBehindCounts<string>(
      async (increments) => {
        if (fail) throw new Error('down');
        written.push(...increments);
      },
      60_000,
      () => undefined,
    );
    counts.add('a');
    await counts.flush();
    expect(counts.pending('a')).toBe(1);
    fail = false;
    counts.add('a');
    await counts.close();
    expect(written).toEqual([{ key: 'a', n: 2 }]);
  });
});

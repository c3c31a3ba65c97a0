import { Batches } from './batches';

/** A placeAll whose calls stay open until released, recording what each call carried. */
function controlled() {
  const calls: Array<{ auctionId: number; requests: number[]; release: (error?: Error) => void }> = [];
  const batcher = new Batches<number, string>(
    (auctionId, requests) =>
      new Promise((resolve, reject) =>
        calls.push({
          auctionId,
          requests,
          release: (error) => (error ? reject(error) : resolve(requests.map((r) => `placed ${r}`))),
        }),
      ),
  );
  return { batcher, calls };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('Batches', () => {
  it('sends a bid at once when its auction is idle', async () => {
    const { batcher, calls } = controlled();
    const placed = batcher.submit(1, 10);
    expect(calls.map((c) => c.requests)).toEqual([[10]]);
    calls[0]!.release();
    await expect(placed).resolves.toBe('placed 10');
  });

  it('sends the bids that arrived meanwhile together, in order, once the batch before is placed', async () => {
    const { batcher, calls } = controlled();
    const first = batcher.submit(1, 1);
    const waiting = [batcher.submit(1, 2), batcher.submit(1, 3), batcher.submit(1, 4)];
    expect(calls).toHaveLength(1);
    calls[0]!.release();
    await first;
    await tick();
    expect(calls.map((c) => c.requests)).toEqual([[1], [2, 3, 4]]);
    calls[1]!.release();
    await expect(Promise.all(waiting)).resolves.toEqual(['placed 2', 'placed 3', 'placed 4']);
  });

  it('keeps auctions apart: another auction does not wait', () => {
    const { batcher, calls } = controlled();
    void batcher.submit(1, 1);
    void batcher.submit(2, 1);
    expect(calls.map((c) => c.auctionId)).toEqual([1, 2]);
  });

  it('fails only the batch whose transaction failed, and goes on with the next', async () => {
    const { batcher, calls } = controlled();
    const failing = batcher.submit(1, 1);
    const next = batcher.submit(1, 2);
    calls[0]!.release(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await tick();
    calls[1]!.release();
    await expect(next).resolves.toBe('placed 2');
  });
});

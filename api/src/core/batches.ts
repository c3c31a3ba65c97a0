interface Waiting<Request, Result> {
  request: Request;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

/** Largest batch: keeps one transaction's lock time and answer size bounded. */
const MAX_BATCH = 200;

/**
 * Queues per key (an auction's bids, ADR 4; form submissions): a request that arrives while its
 * key's previous batch is in the database waits for it and goes with the others that waited, as
 * one statement sharing one commit flush. A request that finds its key idle goes at once, so a
 * quiet key adds no delay. `runAll` answers one result per request, in their order.
 */
export class Batches<Request, Result> {
  private readonly queues = new Map<number, Waiting<Request, Result>[]>();

  constructor(private readonly runAll: (key: number, requests: Request[]) => Promise<Result[]>) {}

  submit(key: number, request: Request): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      const waiting = { request, resolve, reject };
      const queue = this.queues.get(key);
      if (queue) {
        queue.push(waiting);
        return;
      }
      this.queues.set(key, [waiting]);
      void this.drain(key);
    });
  }

  private async drain(key: number): Promise<void> {
    const queue = this.queues.get(key)!;
    while (queue.length > 0) {
      const batch = queue.splice(0, MAX_BATCH);
      try {
        const results = await this.runAll(
          key,
          batch.map((w) => w.request),
        );
        if (results.length !== batch.length) throw new Error(`${results.length} answers for ${batch.length} requests`);
        batch.forEach((w, i) => w.resolve(results[i]!));
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    this.queues.delete(key);
  }
}

interface Waiting<Request, Result> {
  request: Request;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

/** Largest batch: keeps one transaction's lock time and answer size bounded. */
const MAX_BATCH = 200;

/**
 * Per-auction queues: a bid that arrives while its auction's previous batch is being placed waits
 * for it and goes with the others that waited, as one transaction sharing one commit flush
 * (ADR 4). A bid that finds its auction idle goes at once, so a quiet auction adds no delay.
 */
export class BidBatcher<Request, Result> {
  private readonly queues = new Map<number, Waiting<Request, Result>[]>();

  constructor(private readonly placeAll: (auctionId: number, requests: Request[]) => Promise<Result[]>) {}

  submit(auctionId: number, request: Request): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      const waiting = { request, resolve, reject };
      const queue = this.queues.get(auctionId);
      if (queue) {
        queue.push(waiting);
        return;
      }
      this.queues.set(auctionId, [waiting]);
      void this.drain(auctionId);
    });
  }

  private async drain(auctionId: number): Promise<void> {
    const queue = this.queues.get(auctionId)!;
    while (queue.length > 0) {
      const batch = queue.splice(0, MAX_BATCH);
      try {
        const results = await this.placeAll(
          auctionId,
          batch.map((w) => w.request),
        );
        if (results.length !== batch.length) throw new Error(`${results.length} answers for ${batch.length} bids`);
        batch.forEach((w, i) => w.resolve(results[i]!));
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    this.queues.delete(auctionId);
  }
}

import type { MikroORM } from '@mikro-orm/postgresql';
import { CLOSER_INTERVAL_MS } from './auction.constants';
import type { AuctionService } from './auction.service';

/**
 * Every process runs one: each round completes the auctions past their end. Several processes
 * may run it at once; the conditional UPDATE with SKIP LOCKED completes each auction once.
 */
export class AuctionCloser {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly orm: MikroORM,
    private readonly auctions: AuctionService,
    private readonly log: (m: string) => void = console.error,
  ) {}

  start(intervalMs = CLOSER_INTERVAL_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), intervalMs);
    this.timer.unref();
  }

  /** One round; resolves to the number of auctions this process completed. */
  async tick(): Promise<number> {
    if (this.running) return 0;
    const round = this.auctions.complete(this.orm.em.fork()).catch((error: Error) => {
      this.log(`auction closer: ${error.message}`);
      return 0;
    });
    this.running = round;
    try {
      return await round;
    } finally {
      this.running = undefined;
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}

import type { MikroORM } from '@mikro-orm/postgresql';
import { CLOSER_INTERVAL_MS } from './auction.constants';
import type { AuctionService } from './auction.service';
import type { ReserveService } from './reserve.service';

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
    private readonly reserves: ReserveService,
    private readonly log: (m: string) => void = console.error,
  ) {}

  start(intervalMs = CLOSER_INTERVAL_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), intervalMs);
    this.timer.unref();
  }

  /**
   * One round: completes due auctions (ending provisional below the reserve) and declines the
   * provisional ones whose decision time lapsed; resolves to how many this process closed.
   */
  async tick(): Promise<number> {
    if (this.running) return 0;
    const round = Promise.all([this.auctions.complete(this.orm.em.fork()), this.reserves.lapse(this.orm.em.fork())])
      .then(([completed, lapsed]) => completed + lapsed)
      .catch((error: Error) => {
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

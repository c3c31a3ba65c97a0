import type { MikroORM } from '@mikro-orm/postgresql';
import { ENDING_SOON_SECONDS, MAIL_STRAGGLER_MS, NOTICE_SWEEP_INTERVAL_MS, type Clock } from './notice.constants';
import type { NoticeMail } from './notice-mail';
import { ENDING_SOON_NOTICES_SQL, UNMAILED_NOTICES_SQL } from './notice.sql';

/**
 * Every process runs one (as the auction closer): each round writes the "ends within 15 minutes"
 * notices (one row each whatever the number of processes: the unique key) and mails the notices
 * whose e-mail no process took (claimed once: NoticeMail).
 */
export class NoticeSweep {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly orm: MikroORM,
    private readonly mail: NoticeMail,
    private readonly now: Clock,
    private readonly log: (m: string) => void,
  ) {}

  start(intervalMs = NOTICE_SWEEP_INTERVAL_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), intervalMs);
    this.timer.unref();
  }

  /** One round; resolves to the number of "ending soon" notices this process wrote. */
  async tick(): Promise<number> {
    if (this.running) return 0;
    const round = this.round().catch((error: Error) => {
      this.log(`notice sweep: ${error.message}`);
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

  private async round(): Promise<number> {
    const em = this.orm.em.fork();
    const now = this.now();
    const written = await em
      .getConnection()
      .execute<{ affectedRows?: number }>(ENDING_SOON_NOTICES_SQL, [now, now, now, now, ENDING_SOON_SECONDS], 'run');
    const stragglers = await em.execute<Array<{ id: number }>>(UNMAILED_NOTICES_SQL, [
      new Date(now.getTime() - MAIL_STRAGGLER_MS),
    ]);
    if (stragglers.length > 0) await this.mail.deliver(stragglers.map(({ id }) => id));
    return written.affectedRows ?? 0;
  }
}

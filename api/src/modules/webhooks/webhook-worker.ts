import http from 'node:http';
import https from 'node:https';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import type { SecretBox } from '../../core/secret-box';
import { WEBHOOK_CHANNEL } from '../../core/webhook-outbox';
import { signWebhook } from './webhook-signature';
import { checkTarget, guardedLookup, type TargetPolicy } from './webhook-target';
import { CLAIM_SQL, DELIVERED_SQL, PRUNE_SQL, RETRY_SQL, type ClaimedDelivery } from './webhook.sql';

export interface WorkerOptions {
  policy: TargetPolicy;
  retryHours: number;
  retryBaseMs: number;
  timeoutMs: number;
  pollMs: number;
  /** Days delivered and failed rows stay in the log. */
  keepDays: number;
  log: (message: string) => void;
}

/** Deliveries claimed at once; their attempts run side by side. */
const BATCH = 50;
/** The longest wait between two retries. */
const MAX_DELAY_MS = 60 * 60 * 1000;
/** How often the log is pruned. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** How much of a failed receiver's answer or error the log keeps. */
const ERROR_MAX = 500;

/** Exponential backoff with jitter: base × 2^(attempt−1), capped at an hour, then a random half to all of it. */
export function retryDelayMs(attempt: number, baseMs: number, random: () => number = Math.random): number {
  const delay = Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_DELAY_MS);
  return Math.round(delay / 2 + (random() * delay) / 2);
}

/** The JSON body of a delivery: the same bytes on every attempt (jsonb gives its keys back in one order). */
export function deliveryBody(row: Pick<ClaimedDelivery, 'event_type' | 'data' | 'created_at'>): string {
  return JSON.stringify({ type: row.event_type, timestamp: new Date(row.created_at).toISOString(), data: row.data });
}

/**
 * The delivery worker (issue 14 §6, ADR 18), one in every api process: woken by the outbox's NOTIFY
 * (sent by PostgreSQL once the inserting transaction commits) and by a timer as a fallback, it
 * claims due rows, posts each signed body and records the outcome. stop() waits for the attempts
 * under way.
 */
export class WebhookWorker {
  private listener: Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<void> | undefined;
  private again = false;
  private lastPrune = 0;
  private stopped = false;
  private readonly lookup;

  constructor(
    private readonly orm: MikroORM,
    private readonly databaseUrl: string,
    private readonly box: SecretBox,
    private readonly options: WorkerOptions,
  ) {
    this.lookup = guardedLookup(options.policy);
  }

  async start(): Promise<void> {
    await this.listen();
    this.timer = setInterval(() => {
      if (!this.listener) void this.listen().catch(() => undefined);
      this.kick();
      if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) {
        this.lastPrune = Date.now();
        void this.prune().catch((error: Error) => this.options.log(`webhook log pruning: ${error.message}`));
      }
    }, this.options.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Runs a round now, or once more after the one under way. */
  kick(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain()
      .catch((error: Error) => this.options.log(`webhook worker: ${error.message}`))
      .finally(() => {
        this.draining = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
    await this.draining;
  }

  /** Deletes delivered and failed rows older than keepDays, a bounded batch at a time; resolves to how many. */
  async prune(): Promise<number> {
    let deleted = 0;
    for (;;) {
      const result = await this.orm.em
        .fork()
        .getConnection()
        .execute<{ affectedRows?: number }>(PRUNE_SQL, [this.options.keepDays], 'run');
      const count = result.affectedRows ?? 0;
      deleted += count;
      if (count < 5000 || this.stopped) return deleted;
    }
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl });
    const lost = () => {
      if (this.listener === client) this.listener = undefined; // the timer connects again
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', () => this.kick());
    await client.connect();
    await client.query(`LISTEN ${WEBHOOK_CHANNEL}`);
    if (this.stopped) await client.end();
    else this.listener = client;
  }

  private async drain(): Promise<void> {
    const leaseSeconds = Math.ceil(this.options.timeoutMs / 1000) + 30;
    for (;;) {
      if (this.stopped) return;
      const connection = this.orm.em.fork().getConnection();
      const rows = await connection.execute<ClaimedDelivery[]>(CLAIM_SQL, [leaseSeconds, BATCH]);
      await Promise.all(rows.map((row) => this.attempt(row)));
      if (rows.length < BATCH) return;
    }
  }

  private async attempt(row: ClaimedDelivery): Promise<void> {
    const connection = this.orm.em.fork().getConnection();
    let outcome: { code: number | null; error: string | null };
    try {
      outcome = await this.post(row);
    } catch (error) {
      outcome = { code: null, error: (error as Error).message };
    }
    if (outcome.code !== null && outcome.code >= 200 && outcome.code < 300) {
      await connection.execute(DELIVERED_SQL, [outcome.code, row.id]);
      return;
    }
    const delay = retryDelayMs(row.attempts, this.options.retryBaseMs);
    const error = (outcome.error ?? `HTTP ${outcome.code}`).slice(0, ERROR_MAX);
    await connection.execute(RETRY_SQL, [outcome.code, error, delay, delay, this.options.retryHours, row.id]);
  }

  /** One POST: checked target, signed headers, a short timeout, no redirects followed. */
  private async post(row: ClaimedDelivery): Promise<{ code: number | null; error: string | null }> {
    const problem = await checkTarget(row.url, this.options.policy);
    if (problem) return { code: null, error: `target refused: ${problem}` };
    const body = deliveryBody(row);
    const timestamp = Math.floor(Date.now() / 1000);
    const secret = this.box.open({ sealed: row.secret_sealed });
    const url = new URL(row.url);
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve) => {
      const request = client.request(
        url,
        {
          method: 'POST',
          lookup: this.lookup,
          timeout: this.options.timeoutMs,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'user-agent': 'vdp-webhooks/1',
            'webhook-id': row.webhook_id,
            'webhook-timestamp': String(timestamp),
            'webhook-signature': signWebhook(secret, row.webhook_id, timestamp, body),
          },
        },
        (response) => {
          response.resume(); // the answer's body is not read: only its status counts
          resolve({ code: response.statusCode ?? null, error: null });
        },
      );
      request.on('timeout', () => request.destroy(new Error(`no answer within ${this.options.timeoutMs} ms`)));
      request.on('error', (error) => resolve({ code: null, error: error.message }));
      request.end(body);
    });
  }
}

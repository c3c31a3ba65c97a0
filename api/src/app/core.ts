import type { MikroORM } from '@mikro-orm/postgresql';
import type { Env } from '../config/env';
import type { AppPubSub } from '../core/events/pubsub';
import type { Mailer } from '../core/mailer';
import type { RateLimits } from '../core/rate-limits';
import type { Transactions } from '../core/transactions';

/** What every module may build its services from: made once per process by app/server.ts. */
export interface Core {
  orm: MikroORM;
  env: Env;
  /** Domain events, shared by every api process (PostgreSQL LISTEN/NOTIFY); publish after commit. */
  events: AppPubSub;
  /** The one way to write in a transaction and publish its events after commit. */
  transactions: Transactions;
  /** The one mailer: SMTP_URL, or .eml files in DATA_DIR/outbox. */
  mailer: Mailer;
  /** Rate limiters whose counts every api process shares (ADR 9). */
  rateLimits: RateLimits;
  /** HMAC key of session ids and set-password links. */
  secret: string;
}

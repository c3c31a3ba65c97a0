import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENTS,
  type WebhookDeliveryStatus,
  type WebhookEvent,
} from '@vdp/shared/webhooks/webhook-events';
import { WebhookEndpoint } from './webhook-endpoint.entity';

/**
 * webhook_deliveries (issue 14 §6, ADR 18): the durable outbox and the delivery log at once. A row
 * is written on the transaction of the change (core/webhook-outbox.ts), one per subscribed
 * endpoint; the worker claims due rows (FOR UPDATE SKIP LOCKED), posts them and records the outcome.
 * A trigger NOTIFYs `vdp_webhooks` after an insert, delivered when the transaction commits.
 * `webhook_id` is the idempotency id sent as Webhook-Id: the same on every retry and on Resend.
 */
@Entity({ tableName: 'webhook_deliveries' })
@Index({
  name: 'webhook_deliveries_due',
  expression: `create index "webhook_deliveries_due" on "webhook_deliveries" ("next_attempt_at") where "status" = 'pending'`,
})
@Index({ name: 'webhook_deliveries_by_endpoint', properties: ['endpoint', 'id'] })
export class WebhookDelivery {
  [OptionalProps]?: 'status' | 'attempts' | 'nextAttemptAt' | 'createdAt';

  @PrimaryKey({ type: 'bigint' })
  id!: string;

  /** `msg_` and a random UUID's hex, made by the outbox's INSERT. */
  @Property({ type: 'text', unique: true })
  webhookId!: string;

  @ManyToOne(() => WebhookEndpoint, { deleteRule: 'cascade' })
  endpoint!: Rel<WebhookEndpoint>;

  @Enum({ items: () => WEBHOOK_EVENTS })
  eventType!: WebhookEvent;

  @Property({ type: 'json' })
  data!: Record<string, unknown>;

  @Enum({ items: () => WEBHOOK_DELIVERY_STATUSES, default: 'pending' })
  status!: WebhookDeliveryStatus;

  @Property({ type: 'integer', default: 0 })
  attempts!: number;

  /** When the worker may take it next (also the lease of an attempt under way: a dead process's claim expires). */
  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  nextAttemptAt!: Date;

  /** Retries stop after this; null: WEBHOOK_RETRY_HOURS after createdAt (set by a Resend). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  retryUntil?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastAttemptAt?: Date | null;

  @Property({ type: 'integer', nullable: true })
  responseCode?: number | null;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  deliveredAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt!: Date;
}

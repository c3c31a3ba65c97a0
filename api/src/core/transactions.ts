import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppPubSub } from './events/pubsub';
import type { WebhookMessage, WebhookOutbox } from './webhook-outbox';

/** Queues an event to publish once the transaction has committed. */
export type PublishAfterCommit = (topic: string, payload: unknown) => void;

/** Queues an event for integrators' webhooks: written to the outbox in this transaction (ADR 18). */
export type RecordWebhook = (type: WebhookMessage['type'], data: object) => void;

/**
 * The one way services write more than one row: `work` runs in one transaction on its own
 * EntityManager (the request's stays clean), and the events it queued are published only once
 * that transaction has committed — never for work that rolled back. A single plain statement (a bid batch, a counter) needs none of this: it is its own
 * transaction. Webhook events queued with `webhook` are written to the outbox just before the
 * commit, in the same transaction (one statement for all of them).
 */
export class Transactions {
  constructor(
    private readonly events: AppPubSub,
    private readonly outbox?: WebhookOutbox,
  ) {}

  async run<T>(
    em: EntityManager,
    work: (tx: EntityManager, publish: PublishAfterCommit, webhook: RecordWebhook) => Promise<T>,
  ): Promise<T> {
    const queued: Array<[string, unknown]> = [];
    const result = await em.fork().transactional(async (tx) => {
      const hooks: WebhookMessage[] = [];
      const done = await work(
        tx,
        (topic, payload) => queued.push([topic, payload]),
        (type, data) => hooks.push({ type, data }),
      );
      if (this.outbox) await this.outbox.write(tx, hooks);
      return done;
    });
    for (const [topic, payload] of queued) this.events.publish(topic, payload);
    return result;
  }
}

import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppPubSub } from './events/pubsub';

/** Queues an event to publish once the transaction has committed. */
export type PublishAfterCommit = (topic: string, payload: unknown) => void;

/**
 * The one way services write more than one row: `work` runs in one transaction on its own
 * EntityManager (the request's stays clean), and the events it queued are published only once
 * that transaction has committed — never for work that rolled back. A single plain statement (a bid batch, a counter) needs none of this: it is its own
 * transaction.
 */
export class Transactions {
  constructor(private readonly events: AppPubSub) {}

  async run<T>(em: EntityManager, work: (tx: EntityManager, publish: PublishAfterCommit) => Promise<T>): Promise<T> {
    const queued: Array<[string, unknown]> = [];
    const result = await em.fork().transactional((tx) => work(tx, (topic, payload) => queued.push([topic, payload])));
    for (const [topic, payload] of queued) this.events.publish(topic, payload);
    return result;
  }
}

import { createPubSub } from '@graphql-yoga/subscription';
import { PgEventTarget } from './pg-event-target';

/** Topic -> payload of every event the api publishes. Modules add their topics here. */
export type Topics = Record<string, [unknown]>;

export type AppPubSub = ReturnType<typeof createPubSub<Topics>>;

/** One PubSub for all subscriptions, shared across api processes through the database. */
export async function createAppPubSub(databaseUrl: string): Promise<{ pubSub: AppPubSub; close(): Promise<void> }> {
  const eventTarget = new PgEventTarget(databaseUrl);
  await eventTarget.start();
  const pubSub = createPubSub<Topics>({ eventTarget: eventTarget as never });
  return { pubSub, close: () => eventTarget.close() };
}

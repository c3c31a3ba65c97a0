import { createPubSub } from '@graphql-yoga/subscription';
import { PgEventTarget } from './pg-event-target';

/** Topic -> payload of every event the api publishes. Modules add their topics here. */
export type Topics = Record<string, [unknown]>;

/** What stops a listener. */
export type StopListening = () => void;

export type AppPubSub = ReturnType<typeof createPubSub<Topics>> & {
  /**
   * Calls `listener` with each event of `topic` as it is published here or arrives from another
   * process, synchronously, with no iterator or promise per event: for the caches that forget
   * on events, and the one stream per topic the subscriptions share (LiveTopics). A listener
   * that throws is logged; the others still hear the event.
   */
  listen(topic: string, listener: (payload: unknown) => void): StopListening;
};

/** A PubSub over `eventTarget` (PgEventTarget across processes; a plain EventTarget in one). */
export function appPubSub(eventTarget: EventTarget, log: (m: string) => void = console.error): AppPubSub {
  const pubSub = createPubSub<Topics>({ eventTarget: eventTarget as never });
  const listen = (topic: string, listener: (payload: unknown) => void): StopListening => {
    const heard = (event: Event): void => {
      try {
        listener((event as CustomEvent).detail);
      } catch (error) {
        log(`a listener of ${topic} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    };
    eventTarget.addEventListener(topic, heard);
    return () => eventTarget.removeEventListener(topic, heard);
  };
  return Object.assign(pubSub, { listen });
}

/** One PubSub for all subscriptions, shared across api processes through the database. */
export async function createAppPubSub(databaseUrl: string): Promise<{ pubSub: AppPubSub; close(): Promise<void> }> {
  const eventTarget = new PgEventTarget(databaseUrl);
  await eventTarget.start();
  return { pubSub: appPubSub(eventTarget), close: () => eventTarget.close() };
}

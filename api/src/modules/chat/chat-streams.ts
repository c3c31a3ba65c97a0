import { Repeater } from '@graphql-yoga/subscription';
import type { AppPubSub } from '../../core/events/pubsub';
import { CHAT_SERVER_LIMITS, streamTopic, SYNC_TOPIC } from './chat.constants';
import { StreamOrder, type StreamEvent } from './stream-order';

/** How long a reply's end waits for text still on its way before it is delivered anyway. */
const DONE_GRACE_MS = 2000;

interface InFlight {
  messageId: string;
  /** Text already published. */
  text: string;
  /** Text received from the provider, published at the next turn of the event loop. */
  pending: string;
  flushing: boolean;
}

/**
 * The replies this process is producing, published delta by delta through the shared PubSub
 * (PostgreSQL LISTEN/NOTIFY, so any process's subscribers get them). Kept in memory while in
 * flight: a (re)subscriber on any process asks for the text so far and gets it from here.
 */
export class ChatStreams {
  private readonly inFlight = new Map<string, InFlight>();
  private stopSync: (() => Promise<unknown>) | undefined;

  constructor(private readonly pubSub: AppPubSub) {}

  /** Answers the text so far to subscribers that ask for it (sync requests). */
  listen(): void {
    const requests = this.pubSub.subscribe(SYNC_TOPIC);
    this.stopSync = () => requests.return?.() ?? Promise.resolve();
    void (async () => {
      for await (const request of requests) {
        const sessionId = (request as { sessionId?: unknown }).sessionId;
        if (typeof sessionId === 'string') this.publishSnapshot(sessionId);
      }
    })();
  }

  async close(): Promise<void> {
    await this.stopSync?.();
  }

  isBusy(sessionId: string): boolean {
    return this.inFlight.has(sessionId);
  }

  begin(sessionId: string, messageId: string): void {
    this.inFlight.set(sessionId, { messageId, text: '', pending: '', flushing: false });
  }

  /** A provider's delta: deltas arriving in the same turn of the event loop travel together. */
  append(sessionId: string, delta: string): void {
    const reply = this.inFlight.get(sessionId);
    if (!reply || !delta) return;
    reply.pending += delta;
    if (reply.flushing) return;
    reply.flushing = true;
    setImmediate(() => this.flush(sessionId, reply));
  }

  /** The reply ended: stored (storedMessageId) or failed (error, nothing stored). */
  finish(sessionId: string, outcome: { storedMessageId: number } | { error: string }): void {
    const reply = this.inFlight.get(sessionId);
    if (!reply) return;
    this.flush(sessionId, reply);
    this.inFlight.delete(sessionId);
    this.publish(sessionId, {
      messageId: reply.messageId,
      offset: reply.text.length,
      delta: '',
      done: true,
      error: 'error' in outcome ? outcome.error : null,
      storedMessageId: 'storedMessageId' in outcome ? outcome.storedMessageId : null,
    });
  }

  /** The events of one session for one subscriber, in text order, starting with the text so far. */
  subscribe(sessionId: string): AsyncIterableIterator<StreamEvent> {
    const source = this.pubSub.subscribe(streamTopic(sessionId));
    const order = new StreamOrder();
    return new Repeater<StreamEvent>(async (push, stop) => {
      const first = source.next();
      this.pubSub.publish(SYNC_TOPIC, { sessionId });
      let stopped = false;
      void stop.then(() => {
        stopped = true;
        void source.return?.();
      });
      let overdue: NodeJS.Timeout | undefined;
      let result = await first;
      while (!stopped && !result.done) {
        for (const event of order.accept(result.value as StreamEvent)) await push(event);
        if (order.holdingDone && !overdue) {
          overdue = setTimeout(() => {
            overdue = undefined;
            for (const event of order.forceDone()) void push(event);
          }, DONE_GRACE_MS);
        }
        result = await source.next();
      }
      clearTimeout(overdue);
      stop();
    });
  }

  private flush(sessionId: string, reply: InFlight): void {
    reply.flushing = false;
    if (!reply.pending) return;
    const delta = reply.pending;
    reply.pending = '';
    const offset = reply.text.length;
    reply.text += delta;
    for (let i = 0; i < delta.length; i += CHAT_SERVER_LIMITS.snapshotChunk) {
      this.publish(sessionId, {
        messageId: reply.messageId,
        offset: offset + i,
        delta: delta.slice(i, i + CHAT_SERVER_LIMITS.snapshotChunk),
        done: false,
        error: null,
        storedMessageId: null,
      });
    }
  }

  private publishSnapshot(sessionId: string): void {
    const reply = this.inFlight.get(sessionId);
    if (!reply) return;
    const { text } = reply;
    for (let i = 0; i < text.length; i += CHAT_SERVER_LIMITS.snapshotChunk) {
      const delta = text.slice(i, i + CHAT_SERVER_LIMITS.snapshotChunk);
      this.publish(sessionId, { messageId: reply.messageId, offset: i, delta, done: false, error: null, storedMessageId: null });
    }
  }

  private publish(sessionId: string, event: StreamEvent): void {
    this.pubSub.publish(streamTopic(sessionId), event);
  }
}

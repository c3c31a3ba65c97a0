import type { AppPubSub } from './pubsub';

/** Receives a stream's events as they are published, in order, with no promise per event. */
export type LiveFollower<T> = (event: T) => void;

/**
 * One subscriber's events of a topic, kept by its own filter. Usable as any async iterator
 * (graphql-js, tests), or followed synchronously (`follow`): the socket delivery does that, so
 * that an event reaching 10,000 sockets costs no async iteration per socket (ADR 20).
 */
export class LiveStream<T> implements AsyncIterableIterator<T> {
  private follower: LiveFollower<T> | undefined;
  private readonly queue: T[] = [];
  private waiting: ((result: IteratorResult<T>) => void) | undefined;
  private done = false;
  private readonly endListeners: Array<() => void> = [];

  constructor(
    private readonly accepts: (event: T) => boolean,
    private readonly detach: () => void,
  ) {}

  /** Hands every later event to `follower` instead of the iterator; `onEnd` runs once the stream ends. */
  follow(follower: LiveFollower<T>, onEnd: () => void): void {
    this.follower = follower;
    if (this.done) onEnd();
    else this.endListeners.push(onEnd);
    for (const event of this.queue.splice(0)) follower(event);
  }

  /** Called by LiveTopics with each published event of the topic: kept if this stream's filter accepts it. */
  offer(event: unknown): void {
    let accepted: boolean;
    try {
      accepted = this.accepts(event as T);
    } catch {
      this.end(); // a filter that throws ends its own stream, not everyone's
      return;
    }
    if (accepted) this.push(event as T);
  }

  private push(event: T): void {
    if (this.done) return;
    if (this.follower) this.follower(event);
    else if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = undefined;
      resolve({ done: false, value: event });
    } else this.queue.push(event);
  }

  next(): Promise<IteratorResult<T>> {
    const event = this.queue.shift();
    if (event !== undefined) return Promise.resolve({ done: false, value: event });
    if (this.done) return Promise.resolve({ done: true, value: undefined });
    return new Promise((resolve) => (this.waiting = resolve));
  }

  return(): Promise<IteratorResult<T>> {
    this.end();
    return Promise.resolve({ done: true, value: undefined });
  }

  throw(error: unknown): Promise<IteratorResult<T>> {
    this.end();
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  /** Stops receiving events: a waiting next() completes, the follower is told. */
  end(): void {
    if (this.done) return;
    this.done = true;
    this.detach();
    this.waiting?.({ done: true, value: undefined });
    this.waiting = undefined;
    for (const listener of this.endListeners.splice(0)) listener();
  }
}

/**
 * Subscriptions to the PubSub's topics that scale with subscribers: one PubSub listener per
 * topic in this process, however many streams follow it; each published event is offered to
 * every stream of its topic, whose own filter (the subscriber's arguments and permissions,
 * decided in its subscribe step) keeps it or not, synchronously.
 */
/** What LiveTopics holds of a stream, whatever its event type. */
interface Offered {
  offer(event: unknown): void;
  end(): void;
}

export class LiveTopics {
  private readonly topics = new Map<string, { streams: Set<Offered>; stop(): void }>();

  constructor(private readonly pubSub: AppPubSub) {}

  /** A new stream of `topic`'s events that `accepts` keeps; ends with `end()` or `return()`. */
  stream<T>(topic: string, accepts: (event: T) => boolean): LiveStream<T> {
    const stream: LiveStream<T> = new LiveStream<T>(accepts, () => this.detach(topic, stream));
    this.topicOf(topic).streams.add(stream);
    return stream;
  }

  /** Ends every stream (the server is stopping): their subscribers are told the subscription completed. */
  close(): void {
    for (const { streams } of [...this.topics.values()]) for (const stream of [...streams]) stream.end();
  }

  private topicOf(topic: string): { streams: Set<Offered>; stop(): void } {
    let entry = this.topics.get(topic);
    if (entry) return entry;
    const streams = new Set<Offered>();
    const stop = this.pubSub.listen(topic, (event) => {
      for (const stream of streams) stream.offer(event);
    });
    entry = { streams, stop };
    this.topics.set(topic, entry);
    return entry;
  }

  private detach(topic: string, stream: Offered): void {
    const entry = this.topics.get(topic);
    if (!entry?.streams.delete(stream) || entry.streams.size > 0) return;
    this.topics.delete(topic);
    entry.stop();
  }
}

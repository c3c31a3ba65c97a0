import type { ExecutionArgs, ExecutionResult } from 'graphql';
import type { WebSocket } from 'ws';
import { LiveStream } from '../core/events/live-topics';
import { withErrorCodes } from './format-error';

type Execution = ExecutionResult | Promise<ExecutionResult>;

/** Where one socket subscription's `next` frames go: its graphql-ws id and a write to its socket. */
export interface SocketTarget {
  id: string;
  send(frame: string): void;
}

interface Member {
  args: ExecutionArgs;
  /** `{"id":…,"type":"next","payload":` for this subscription: the only bytes that differ per socket. */
  prefix: string;
  send(frame: string): void;
  /** No more events join batches (the stream ended or the client stopped). */
  closed: boolean;
  /** The client stopped (complete, or its socket closed): frames already batched are not written. */
  cancelled: boolean;
}

interface Batch {
  event: unknown;
  members: Member[];
  flushed: boolean;
}

/** The payload JSON of each shared result: serialised once, however many sockets receive it. */
const serialised = new WeakMap<ExecutionResult, string>();

function payloadOf(result: ExecutionResult): string {
  let json = serialised.get(result);
  if (json === undefined) {
    json = JSON.stringify(withErrorCodes(result) ?? result); // GraphQLError serialises through its toJSON
    serialised.set(result, json);
  }
  return json;
}

/**
 * Delivers the events of every socket subscription with one share key (ADR 5, ADR 20): the
 * subscribers an event reaches together form a batch; the batch is executed once (shared), its
 * payload serialised once, and the frame written to each socket with only the id spliced in.
 * Batches go out in the order they formed, so each socket receives its events in order.
 */
export class KeyDelivery {
  private tail: Promise<void> = Promise.resolve();
  private batch: Batch | undefined;
  members = 0;

  constructor(
    private readonly execute: (args: ExecutionArgs, event: unknown) => Execution,
    private readonly log: (message: string) => void,
  ) {}

  /**
   * Follows `stream` for one socket subscription. Resolves the returned iterator (what graphql-ws
   * iterates) once the stream ends and its last frame is written; its return() ends the stream.
   */
  follow(
    stream: AsyncIterator<unknown>,
    args: ExecutionArgs,
    target: SocketTarget,
    onEnd: () => void,
  ): AsyncIterableIterator<never> {
    const member: Member = {
      args,
      prefix: `{"id":${JSON.stringify(target.id)},"type":"next","payload":`,
      send: target.send,
      closed: false,
      cancelled: false,
    };
    this.members++;
    let finish: (result: IteratorResult<never>) => void = () => undefined;
    let fail: (error: unknown) => void = () => undefined;
    const finished = new Promise<IteratorResult<never>>((resolve, reject) => ((finish = resolve), (fail = reject)));
    const end = (error?: unknown): void => {
      if (member.closed) return;
      member.closed = true;
      this.members--;
      onEnd();
      // the frames already batched for this socket go out first
      void this.tail.then(() => (error === undefined ? finish({ done: true, value: undefined }) : fail(error)));
    };
    if (stream instanceof LiveStream)
      stream.follow(
        (event) => this.add(event, member),
        () => end(),
      );
    else void consume(stream, (event) => this.add(event, member)).then(() => end(), end);
    const cancel = (): void => {
      member.cancelled = true;
      end();
    };
    return {
      next: () => finished,
      return: async () => {
        cancel();
        await stream.return?.();
        return { done: true, value: undefined };
      },
      throw: async (error: unknown) => {
        cancel();
        await stream.return?.();
        throw error;
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  private add(event: unknown, member: Member): void {
    if (member.closed) return;
    const current = this.batch;
    if (current && current.event === event && !current.flushed) {
      current.members.push(member);
      return;
    }
    const batch: Batch = { event, members: [member], flushed: false };
    this.batch = batch;
    // runs after this turn's synchronous offers: every socket the event reached is in the batch
    this.tail = this.tail
      .then(() => this.flush(batch))
      .catch((error: unknown) => this.log(`socket delivery failed: ${error instanceof Error ? error.message : String(error)}`));
  }

  private async flush(batch: Batch): Promise<void> {
    batch.flushed = true;
    if (this.batch === batch) this.batch = undefined;
    const execution = this.execute(batch.members[0].args, batch.event);
    const payload = payloadOf(execution instanceof Promise ? await execution : execution);
    for (const member of batch.members) if (!member.cancelled) member.send(`${member.prefix}${payload}}`);
  }
}

async function consume(stream: AsyncIterator<unknown>, onEvent: (event: unknown) => void): Promise<void> {
  for (let result = await stream.next(); !result.done; result = await stream.next()) onEvent(result.value);
}

/** A socket whose client reads slower than this is cut off rather than buffered without end. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** The target of subscription `id` on a ws socket: writes while it is open; ends a socket that stopped reading. */
export function socketTarget(socket: WebSocket, id: string): SocketTarget {
  return {
    id,
    send(frame) {
      if (socket.readyState !== socket.OPEN) return;
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) socket.terminate();
      else socket.send(frame);
    },
  };
}

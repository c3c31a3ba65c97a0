/** One event of a streamed reply: `delta` is the text at `offset` of the reply's whole text. */
export interface StreamEvent {
  messageId: string;
  offset: number;
  delta: string;
  done: boolean;
  error: string | null;
  /** The stored assistant message, once done without error. */
  storedMessageId: number | null;
}

interface ReplyState {
  received: number;
  pending: StreamEvent[];
}

/**
 * Puts one subscriber's events back in text order: NOTIFY may deliver them out of order, and a
 * (re)subscriber gets the text so far again from offset 0. Each character reaches it exactly
 * once; `done` comes after the whole text (forceDone ends a reply whose pieces were lost: the
 * stored message is the source of truth then).
 */
export class StreamOrder {
  private readonly replies = new Map<string, ReplyState>();
  private readonly finished = new Set<string>();

  accept(event: StreamEvent): StreamEvent[] {
    if (this.finished.has(event.messageId)) return [];
    let state = this.replies.get(event.messageId);
    if (!state) {
      state = { received: 0, pending: [] };
      this.replies.set(event.messageId, state);
    }
    state.pending.push(event);
    state.pending.sort((a, b) => a.offset - b.offset || Number(a.done) - Number(b.done));
    const out: StreamEvent[] = [];
    while (state.pending.length > 0) {
      const next = state.pending[0];
      if (next.done) {
        if (next.offset > state.received) break;
        out.push(this.close(event.messageId, next, state));
        return out;
      }
      const end = next.offset + next.delta.length;
      if (next.offset > state.received) break;
      state.pending.shift();
      if (end <= state.received) continue;
      out.push({ ...next, offset: state.received, delta: next.delta.slice(state.received - next.offset) });
      state.received = end;
    }
    return out;
  }

  /** Whether a reply's end arrived before some of its text. */
  get holdingDone(): boolean {
    return [...this.replies.values()].some((state) => state.pending.some((e) => e.done));
  }

  /** Ends the replies whose text never completed (pieces lost): the stored message tells the rest. */
  forceDone(): StreamEvent[] {
    const out: StreamEvent[] = [];
    for (const [messageId, state] of [...this.replies]) {
      const end = state.pending.find((e) => e.done);
      if (end) out.push(this.close(messageId, end, state));
    }
    return out;
  }

  private close(messageId: string, end: StreamEvent, state: ReplyState): StreamEvent {
    this.replies.delete(messageId);
    this.finished.add(messageId);
    if (this.finished.size > 100) this.finished.delete(this.finished.values().next().value as string);
    return { ...end, offset: state.received, delta: '' };
  }
}

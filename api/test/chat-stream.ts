import type { Client as WsClient } from 'graphql-ws';

export interface StreamEventShape {
  messageId: string;
  delta: string;
  offset: number;
  done: boolean;
  error: string | null;
  storedMessageId: number | null;
}

export const STREAM = `subscription ($s: String!) { chatStream(sessionId: $s) { messageId delta offset done error storedMessageId } }`;

/** Subscribes to a session's replies; `events` fills as they arrive, `done` resolves at the first done. */
export function watchStream(ws: WsClient, sessionId: string) {
  const events: StreamEventShape[] = [];
  const errors: unknown[] = [];
  let stop: () => void = () => undefined;
  const done = new Promise<StreamEventShape[]>((resolve, reject) => {
    stop = ws.subscribe<{ chatStream: StreamEventShape }>(
      { query: STREAM, variables: { s: sessionId } },
      {
        next: (value) => {
          if (value.errors) {
            errors.push(value.errors);
            reject(new Error(JSON.stringify(value.errors)));
            return;
          }
          const event = value.data!.chatStream;
          events.push(event);
          if (event.done) resolve(events);
        },
        error: (error) => {
          errors.push(error);
          reject(error instanceof Error ? error : new Error(JSON.stringify(error)));
        },
        complete: () => undefined,
      },
    );
  });
  return { events, errors, done, stop: () => stop(), text: () => events.map((e) => e.delta).join('') };
}

export const until = async (check: () => boolean, timeoutMs = 5000): Promise<void> => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

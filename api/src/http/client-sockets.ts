import type { ClosableSocket } from './key-sockets';

/** WebSocket's "Try Again Later": graphql-ws clients retry it with backoff, unlike its 44xx codes. */
export const TOO_MANY_SOCKETS_CLOSE = 1013;

/**
 * Counts the open sockets of each client address and closes at once a socket beyond `max`, before
 * it costs a context or a subscription. An address leaves the map with its last socket, so the map
 * never holds more entries than there are open sockets.
 */
export class ClientSockets {
  private readonly open = new Map<string, number>();

  /** `max`: SOCKETS_PER_CLIENT (env), per api process (ADR 31). */
  constructor(private readonly max: number) {}

  /** Counts the socket in, or closes it when its client holds `max` already; whether it was let in. */
  admit(clientKey: string, socket: ClosableSocket): boolean {
    const count = this.open.get(clientKey) ?? 0;
    if (count >= this.max) {
      socket.close(TOO_MANY_SOCKETS_CLOSE, `At most ${this.max} sockets per client address.`);
      return false;
    }
    this.open.set(clientKey, count + 1);
    socket.once('close', () => {
      const left = (this.open.get(clientKey) ?? 1) - 1;
      if (left > 0) this.open.set(clientKey, left);
      else this.open.delete(clientKey);
    });
    return true;
  }

  /** Sockets open for a client address. */
  openFor(clientKey: string): number {
    return this.open.get(clientKey) ?? 0;
  }

  /** Client addresses holding at least one socket. */
  get clients(): number {
    return this.open.size;
  }
}

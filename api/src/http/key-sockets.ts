/** What a socket of graphql-ws offers here: closing it, and hearing it close. */
export interface ClosableSocket {
  close(code: number, reason: string): void;
  once(event: 'close', listener: () => void): unknown;
}

/** graphql-ws's close code for a connection no longer authorised. */
export const KEY_REVOKED_CLOSE = 4401;

/**
 * The open sockets that authenticated with each API key (by prefix): when a key is revoked, its
 * sockets are closed, so that its subscriptions stop at once rather than stream on. A socket leaves
 * the list when it closes, so the list never outgrows the open sockets.
 */
export class KeySockets {
  private readonly byPrefix = new Map<string, Set<ClosableSocket>>();

  track(prefix: string, socket: ClosableSocket): void {
    let sockets = this.byPrefix.get(prefix);
    if (sockets?.has(socket)) return;
    if (!sockets) this.byPrefix.set(prefix, (sockets = new Set()));
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0 && this.byPrefix.get(prefix) === sockets) this.byPrefix.delete(prefix);
    });
  }

  closeAll(prefix: string): void {
    const sockets = this.byPrefix.get(prefix);
    if (!sockets) return;
    this.byPrefix.delete(prefix);
    for (const socket of sockets) socket.close(KEY_REVOKED_CLOSE, 'API key revoked');
  }
}

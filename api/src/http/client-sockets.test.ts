import { EventEmitter } from 'node:events';
import { ClientSockets, TOO_MANY_SOCKETS_CLOSE } from './client-sockets';

class FakeSocket extends EventEmitter {
  closedWith: number | undefined;
  close(code: number): void {
    this.closedWith = code;
    this.emit('close');
  }
}

describe('ClientSockets', () => {
  it('lets a client hold max sockets, closes the next with 1013, and lets one in again once one closes', () => {
    const sockets = new ClientSockets(3);
    const held = Array.from({ length: 3 }, () => new FakeSocket());
    expect(held.map((socket) => sockets.admit('10.0.0.1', socket))).toEqual([true, true, true]);
    const extra = new FakeSocket();
    expect(sockets.admit('10.0.0.1', extra)).toBe(false);
    expect(extra.closedWith).toBe(TOO_MANY_SOCKETS_CLOSE);
    expect(sockets.openFor('10.0.0.1')).toBe(3); // the refused one was never counted
    expect(sockets.admit('10.0.0.2', new FakeSocket())).toBe(true); // another address is not affected
    held[0].close(1000);
    expect(sockets.admit('10.0.0.1', new FakeSocket())).toBe(true);
  });

  it('forgets an address with its last socket: the map never outgrows the open sockets', () => {
    const sockets = new ClientSockets(2);
    const opened = Array.from({ length: 1000 }, (_, i) => {
      const socket = new FakeSocket();
      sockets.admit(`10.0.${Math.floor(i / 250)}.${i % 250}`, socket);
      return socket;
    });
    expect(sockets.clients).toBe(1000);
    for (const socket of opened) socket.close(1000);
    expect(sockets.clients).toBe(0);
  });
});

import { EventEmitter } from 'node:events';
import { KEY_REVOKED_CLOSE, KeySockets } from './key-sockets';

class FakeSocket extends EventEmitter {
  closed: number | null = null;
  close(code: number): void {
    this.closed = code;
    this.emit('close');
  }
}

describe('KeySockets', () => {
  it("closes only the revoked key's sockets, once each", () => {
    const sockets = new KeySockets();
    const [a1, a2, b] = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    sockets.track('aaa', a1);
    sockets.track('aaa', a1); // several operations on one socket
    sockets.track('aaa', a2);
    sockets.track('bbb', b);
    sockets.closeAll('aaa');
    expect([a1.closed, a2.closed, b.closed]).toEqual([KEY_REVOKED_CLOSE, KEY_REVOKED_CLOSE, null]);
    expect(a1.listenerCount('close')).toBe(0);
  });

  it('forgets a socket once it closes by itself', () => {
    const sockets = new KeySockets();
    const socket = new FakeSocket();
    sockets.track('aaa', socket);
    socket.emit('close');
    sockets.closeAll('aaa');
    expect(socket.closed).toBeNull();
  });
});

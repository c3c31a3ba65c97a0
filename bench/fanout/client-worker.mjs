// One load-generator process of the fan-out benchmark: holds its share of the sockets and tells
// the parent when every one of them has received its k-th message. The same code measures the app
// (graphql-transport-ws: init, ack, subscribe, then counts `next` frames) and the plain ws
// baseline (counts frames), so both are timed the same way; nothing is parsed on the hot path.
import WebSocket from 'ws';

const CONCURRENT_CONNECTS = 50;
let sockets = [];
/** received[k]: how many of this process's sockets have had their (k+1)-th message. */
let received = [];

process.on('message', async (command) => {
  if (command.type === 'connect') {
    try {
      await connect(command);
      process.send({ type: 'connected', count: sockets.length });
    } catch (error) {
      process.send({ type: 'failed', message: String(error?.message ?? error) });
    }
  } else if (command.type === 'close') {
    await Promise.all(sockets.map((socket) => new Promise((resolve) => (socket.once('close', resolve), socket.terminate()))));
    sockets = [];
    received = [];
    process.send({ type: 'closed' });
  } else if (command.type === 'exit') process.exit(0);
});

async function connect({ url, count, cookie, subscribe }) {
  received = [];
  let next = 0;
  const opened = [];
  await Promise.all(
    Array.from({ length: CONCURRENT_CONNECTS }, async () => {
      while (next < count) {
        next++;
        opened.push(await open(url, cookie, subscribe));
      }
    }),
  );
  sockets = opened;
}

/** Opens one socket; for the app, resolves once its subscribe message is sent after the ack. */
function open(url, cookie, subscribe) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, subscribe ? 'graphql-transport-ws' : undefined, {
      headers: cookie ? { cookie, origin: new URL(url).origin.replace('ws', 'http') } : {},
      perMessageDeflate: false,
    });
    let count = 0;
    const counting = (data) => {
      const k = count++;
      received[k] = (received[k] ?? 0) + 1;
      if (received[k] === sockets.length) {
        process.send({ type: 'delivered', k, at: performance.timeOrigin + performance.now(), sample: String(data) });
      }
    };
    socket.once('error', reject);
    socket.once('close', (code, reason) => count === 0 && reject(new Error(`closed ${code} ${reason}`)));
    if (!subscribe) {
      socket.once('open', () => resolve(socket));
      socket.on('message', counting);
      return;
    }
    socket.once('open', () => socket.send('{"type":"connection_init"}'));
    socket.once('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type !== 'connection_ack') return reject(new Error(`expected connection_ack, got ${data}`));
      socket.send(JSON.stringify({ id: `s${Math.random().toString(36).slice(2, 10)}`, type: 'subscribe', payload: subscribe }));
      socket.on('message', counting);
      resolve(socket);
    });
  });
}

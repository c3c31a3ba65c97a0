// One load-generator process of the fan-out benchmark: holds its share of the sockets of each
// group ('app', 'ws') and tells the parent when every socket of a group has received its k-th
// message. The same code measures the app (graphql-transport-ws: init, ack, subscribe, then counts
// `next` frames) and the plain ws baseline (counts frames), so both are timed the same way;
// nothing is parsed on the hot path.
import WebSocket from 'ws';

const CONCURRENT_CONNECTS = 50;
/** group -> { sockets, received }; received[k]: how many of its sockets have had their (k+1)-th message. */
const groups = new Map();

process.on('message', async (command) => {
  if (command.type === 'connect') {
    try {
      await connect(command);
      process.send({ type: 'connected', group: command.group });
    } catch (error) {
      process.send({ type: 'failed', message: String(error?.message ?? error) });
    }
  } else if (command.type === 'close') {
    for (const { sockets } of groups.values()) for (const socket of sockets) socket.terminate();
    groups.clear();
    process.send({ type: 'closed' });
  }
});

async function connect({ group: name, url, count, cookie, subscribe }) {
  const group = { sockets: [], received: [], size: count };
  groups.set(name, group);
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENT_CONNECTS }, async () => {
      while (next < count) {
        next++;
        group.sockets.push(await open(name, group, url, cookie, subscribe));
      }
    }),
  );
}

/** Opens one socket; for the app, resolves once its subscribe message is sent after the ack. */
function open(name, group, url, cookie, subscribe) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, subscribe ? 'graphql-transport-ws' : undefined, {
      headers: cookie ? { cookie } : {},
      perMessageDeflate: false,
    });
    let count = 0;
    const counting = (data) => {
      const k = count++;
      group.received[k] = (group.received[k] ?? 0) + 1;
      if (group.received[k] === group.size) process.send({ type: 'delivered', group: name, k, sample: String(data) });
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

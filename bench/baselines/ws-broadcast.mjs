// The fan-out benchmark's ceiling: a plain `ws` server that writes one pre-serialised frame to
// every open socket when asked (POST /broadcast with the frame's text as the body), the way a
// hand-written broadcast would. argv[2] is the port.
import http from 'node:http';
import { WebSocketServer } from 'ws';

const [port] = process.argv.slice(2);
const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const frame = Buffer.concat(chunks); // serialised once, before the loop
    for (const socket of sockets.clients) socket.send(frame, { binary: false });
    res.writeHead(204).end();
  });
});
const sockets = new WebSocketServer({ server, perMessageDeflate: false });
server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));

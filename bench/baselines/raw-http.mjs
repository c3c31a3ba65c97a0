// A raw node:http server answering fixed bytes per path (the public-reads benchmark's ceiling):
// argv[2] is the port, argv[3] a JSON file { "/path": { "body": "...", "type": "..." } }.
import fs from 'node:fs';
import http from 'node:http';

const [port, file] = process.argv.slice(2);
const answers = new Map(
  Object.entries(JSON.parse(fs.readFileSync(file, 'utf8'))).map(([path, { body, type }]) => [
    path,
    { body: Buffer.from(body), type },
  ]),
);
http
  .createServer((req, res) => {
    const answer = answers.get(req.url) ?? answers.get(req.url.split('?')[0]);
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': answer.type, 'content-length': answer.body.length });
    res.end(answer.body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));

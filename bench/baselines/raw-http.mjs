// A raw node:http server answering fixed bytes per path (the public-reads benchmark's ceiling):
// argv[2] is the port, argv[3] a JSON file { "/path": { "body": "...", "headers": { ... } } } holding
// the app's own answer, headers included, so both send the same bytes.
import fs from 'node:fs';
import http from 'node:http';

const [port, file] = process.argv.slice(2);
const answers = new Map(
  Object.entries(JSON.parse(fs.readFileSync(file, 'utf8'))).map(([path, { body, headers }]) => [
    path,
    { body: Buffer.from(body), headers: Object.entries(headers).flat() },
  ]),
);
http
  .createServer((req, res) => {
    const answer = answers.get(req.url) ?? answers.get(req.url.split('?')[0]);
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, answer.headers);
    res.end(answer.body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));

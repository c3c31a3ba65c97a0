import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

export interface FakeRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  stream: boolean;
}

/** How the fake answers one request. */
export interface FakeBehaviour {
  /** The reply text, split into `chunkSize`-character deltas. */
  reply: (request: FakeRequest) => string;
  chunkSize: number;
  /** Pause between deltas, in milliseconds. */
  delayMs: number;
  /** 'status': answer HTTP 500; 'midstream': drop the connection after two deltas. */
  fail?: 'status' | 'midstream';
  /** Waits on this after `holdAfter` deltas (to subscribe while a reply is being written). */
  hold?: Promise<void>;
  holdAfter?: number;
}

export interface FakeLogEntry {
  request: FakeRequest;
  /** Epoch milliseconds (high resolution) at which the first delta was written. */
  firstTokenAt: number | null;
  /** The caller hung up before the reply's end. */
  closedByClient?: boolean;
}

const now = (): number => performance.timeOrigin + performance.now();

/**
 * An OpenAI-compatible server on 127.0.0.1: POST /v1/chat/completions streaming server-sent
 * events like the real API (deltas, finish_reason, a usage chunk, [DONE]). The tests and the
 * benchmark start it; it is the only thing faked, and only because it lives outside the machine.
 */
export class FakeOpenAi {
  behaviour: FakeBehaviour = { reply: () => 'Hello from the fake model.', chunkSize: 4, delayMs: 2 };
  readonly log: FakeLogEntry[] = [];
  private server: http.Server | undefined;
  url = '';

  async start(port = 0): Promise<string> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    this.server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
    return this.url;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method === 'GET' && req.url === '/v1/_log') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(this.log.map((e) => ({ firstTokenAt: e.firstTokenAt, last: e.request.messages.at(-1)?.content }))));
      return;
    }
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    if (req.headers.authorization !== 'Bearer test-key') {
      res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'bad key' } }));
      return;
    }
    const request = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeRequest;
    const entry: FakeLogEntry = { request, firstTokenAt: null };
    this.log.push(entry);
    const b = this.behaviour;
    if (b.fail === 'status') {
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'upstream broke' } }));
      return;
    }
    res.on('close', () => {
      if (!res.writableEnded) entry.closedByClient = true;
    });
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const text = b.reply(request);
    const base = {
      id: 'chatcmpl-fake',
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model: `${request.model}-fake`,
    };
    const send = (body: unknown) => res.write(`data: ${JSON.stringify(body)}\n\n`);
    let sent = 0;
    for (let i = 0; i < text.length; i += b.chunkSize) {
      if (entry.closedByClient) return;
      if (b.hold && sent === b.holdAfter) await b.hold;
      if (b.fail === 'midstream' && sent === 2) {
        res.destroy();
        return;
      }
      if (b.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, b.delayMs));
      if (entry.firstTokenAt === null) entry.firstTokenAt = now();
      send({ ...base, choices: [{ index: 0, delta: { content: text.slice(i, i + b.chunkSize) }, finish_reason: null }] });
      sent += 1;
    }
    send({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
    send({ ...base, choices: [], usage: { prompt_tokens: 42, completion_tokens: sent, total_tokens: 42 + sent } });
    res.end('data: [DONE]\n\n');
  }
}

/** `node --conditions=source -r @swc-node/register test/fake-openai.ts [port]`: runs the fake for the benchmark. */
if (require.main === module) {
  const fake = new FakeOpenAi();
  fake.behaviour = {
    reply: (r) => `Answer to: ${r.messages.at(-1)?.content ?? ''}. `.repeat(3),
    chunkSize: 8,
    delayMs: Number(process.env.FAKE_DELAY_MS ?? 5),
  };
  void fake.start(Number(process.argv[2] ?? 0)).then((url) => console.log(`fake-openai listening on ${url}`));
}

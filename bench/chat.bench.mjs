// Issue 6 figures: the latency the api adds between the AI provider's first token and the
// client's first token (graphql-ws), one chat at a time and under load; then 200 concurrent
// streaming chats on one process, checking that every token arrives, in order, and is stored.
// The provider is the fake OpenAI-compatible server of the tests (real HTTP, server-sent events)
// in its own process; the api runs from its sources on its own embedded PostgreSQL.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { percentile, report, root, startFromSources } from './lib.mjs';

const CONCURRENT = Number(process.env.BENCH_CHATS ?? 200);
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 50);
const now = () => performance.timeOrigin + performance.now();

/** The fake provider in its own process; resolves with its base URL. */
function startFake() {
  const child = spawn(process.execPath, ['--conditions=source', '-r', '@swc-node/register', 'test/fake-openai.ts', '0'], {
    cwd: path.join(root, 'api'),
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, FAKE_DELAY_MS: '5' },
  });
  return new Promise((resolve) => {
    child.stdout.on('data', (chunk) => {
      const match = /listening on (\S+)/.exec(String(chunk));
      if (match) resolve({ url: match[1], stop: () => child.kill('SIGINT') });
    });
  });
}

const fake = await startFake();
const server = await startFromSources('chat', {
  port: 3261,
  env: {
    OPENAI_API_KEY: 'test-key',
    OPENAI_BASE_URL: fake.url,
    CHAT_MAX_PER_SESSION_PER_MINUTE: '1000',
    CHAT_MAX_PER_CLIENT_PER_MINUTE: '100000',
  },
});

const expected = (question) => `Answer to: ${question}. `.repeat(3);

/** A browser: its own chat cookie, its own conversation and socket subscribed to chatStream. */
async function openChat(n) {
  const created = await fetch(`${server.url}/api/chat/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ title: `bench ${n}` }),
  });
  const cookie = created.headers.getSetCookie()[0].split(';')[0];
  const { sessionId } = await created.json();
  const ws = createClient({
    url: server.url.replace('http', 'ws') + '/graphql',
    retryAttempts: 0,
    webSocketImpl: class extends WebSocket {
      constructor(address, protocols) {
        super(address, protocols, { headers: { cookie, origin: server.url } });
      }
    },
  });
  const chat = { n, cookie, sessionId, ws, text: '', firstAt: null, done: null, error: null };
  chat.finished = new Promise((resolve) => {
    ws.subscribe(
      {
        query: 'subscription ($s: String!) { chatStream(sessionId: $s) { delta done error storedMessageId } }',
        variables: { s: sessionId },
      },
      {
        next: ({ data, errors }) => {
          if (errors) chat.error = JSON.stringify(errors);
          const event = data?.chatStream;
          if (!event) return resolve();
          if (event.delta && chat.firstAt === null) chat.firstAt = now();
          chat.text += event.delta;
          if (event.done) {
            chat.done = event;
            resolve();
          }
        },
        error: (error) => {
          chat.error = String(error?.message ?? error);
          resolve();
        },
        complete: () => resolve(),
      },
    );
  });
  return chat;
}

async function ask(chat, question) {
  chat.question = question;
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: chat.cookie },
    body: JSON.stringify({
      query: 'mutation ($i: ChatMessageSendInput!) { chatMessageSend(input: $i) { replyId } }',
      variables: { i: { sessionId: chat.sessionId, content: question, language: 'en' } },
    }),
  });
  const body = await response.json();
  if (body.errors) chat.error = JSON.stringify(body.errors);
}

async function providerFirstTokens() {
  const log = await (await fetch(`${fake.url}/_log`)).json();
  return new Map(log.map((entry) => [entry.last, entry.firstTokenAt]));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

// 1. one chat at a time, after WARMUP chats that are not counted (first connections, JIT)
const WARMUP = 5;
const sequentialAdded = [];
for (let i = -WARMUP; i < SEQUENTIAL; i += 1) {
  const chat = await openChat(`seq-${i}`);
  await settle();
  await ask(chat, `sequential question ${i}`);
  await chat.finished;
  const provider = (await providerFirstTokens()).get(chat.question);
  if (i >= 0) sequentialAdded.push(chat.firstAt - provider);
  await chat.ws.dispose();
}

// 2. CONCURRENT chats at once
const chats = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => openChat(i)));
await new Promise((resolve) => setTimeout(resolve, 2000)); // every subscription is up
const started = performance.now();
await Promise.all(chats.map((chat) => ask(chat, `concurrent question ${chat.n}`)));
await Promise.all(chats.map((chat) => chat.finished));
const wall = performance.now() - started;
const firsts = await providerFirstTokens();
const concurrentAdded = chats.filter((c) => c.firstAt).map((c) => c.firstAt - firsts.get(c.question));
const errors = chats.filter((c) => c.error || c.done?.error).length;
const lost = chats.filter((c) => c.text !== expected(c.question)).length;
let storedMismatch = 0;
for (const chat of chats) {
  const messages = await (
    await fetch(`${server.url}/api/chat/sessions/${chat.sessionId}/messages`, { headers: { cookie: chat.cookie } })
  ).json();
  if (messages.at(-1)?.content !== expected(chat.question) || messages.at(-1)?.id !== chat.done?.storedMessageId)
    storedMismatch += 1;
}
await Promise.all(chats.map((chat) => chat.ws.dispose()));
await server.stop();
fake.stop();

const ms = (v) => Math.round(v * 10) / 10;
report('chat', [
  {
    what: `added first-token latency, one chat at a time (${SEQUENTIAL})`,
    'p50 ms': ms(percentile(sequentialAdded, 50)),
    'p99 ms': ms(percentile(sequentialAdded, 99)),
    target: 'p99 < 50',
  },
  {
    what: `added first-token latency, ${CONCURRENT} chats at once`,
    'p50 ms': ms(percentile(concurrentAdded, 50)),
    'p99 ms': ms(percentile(concurrentAdded, 99)),
    target: '',
  },
  {
    what: `${CONCURRENT} concurrent streaming chats: errors / chats with a lost or reordered token / stored != streamed`,
    'p50 ms': `${errors} / ${lost} / ${storedMismatch}`,
    'p99 ms': `all done in ${Math.round(wall)} ms`,
    target: '0 / 0 / 0',
  },
]);

// Issue 14 figure: a webhook delivered to a local receiver within 1 s p99 of the change's commit at
// 200 events/s. Events are public form submissions (POST /api/forms/{id}/submit, whose one
// statement also writes the outbox row), paced at RATE a second from fresh client addresses (the
// per-client limit never refuses one; TRUST_PROXY=1). Latency of each event: from the moment its
// HTTP answer arrived (the commit happened before: a lower bound) and from the moment its request
// was sent (an upper bound) to the moment the receiver got the signed POST.
// Development mode (http to `localhost`, allowed by WEBHOOK_ALLOWED_HOSTS) with production secrets.
import http from 'node:http';
import { PRODUCTION, caller, percentile, report, signIn, startFromSources } from './lib.mjs';

const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RECEIVER_PORT = 3263;

const arrived = new Map();
const receiver = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const at = performance.now();
    const { data } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    if (!arrived.has(data.submissionId)) arrived.set(data.submissionId, at);
    res.statusCode = 204;
    res.end();
  });
});
await new Promise((resolve) => receiver.listen(RECEIVER_PORT, '127.0.0.1', resolve));

const server = await startFromSources('webhooks', {
  port: 3261,
  env: {
    ...PRODUCTION,
    NODE_ENV: 'development',
    TRUST_PROXY: '1',
    ADMIN_USERNAME: 'benchadmin',
    ADMIN_PASSWORD: 'BenchPass123',
    WEBHOOK_ALLOWED_HOSTS: 'localhost',
  },
});
const call = caller(server.url);
const admin = await signIn(call, 'benchadmin', 'BenchPass123');
const { body: form } = await call('POST', '/api/forms', {
  cookie: admin,
  body: { name: 'Webhook bench', fields: [{ id: 'fname', type: 'text', label: 'Name', required: true }] },
});
await call('POST', '/api/webhooks', {
  cookie: admin,
  body: { url: `http://localhost:${RECEIVER_PORT}/hooks`, events: ['form.submitted'] },
});

let clients = 0;
const nextAddress = () => {
  clients++;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

const sent = new Map(); // submission id -> { sentAt, answeredAt }
let failures = 0;
async function submitOne() {
  const sentAt = performance.now();
  const response = await fetch(`${server.url}/api/forms/${form.id}/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ fname: 'Élise', website_url: '' }),
  });
  const answeredAt = performance.now();
  if (!response.ok) {
    failures++;
    await response.text();
    return;
  }
  const { id } = await response.json();
  sent.set(id, { sentAt, answeredAt });
}

// paced: RATE requests a second, each on its own schedule (no waiting for the previous answer)
const total = RATE * SECONDS;
const started = performance.now();
const pending = [];
for (let n = 0; n < total; n++) {
  const due = started + (n * 1000) / RATE;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  pending.push(submitOne());
}
await Promise.all(pending);
const offeredSeconds = (performance.now() - started) / 1000;
const deadline = performance.now() + 30_000;
while (arrived.size < sent.size && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));

const fromAnswer = [];
const fromSend = [];
for (const [id, { sentAt, answeredAt }] of sent) {
  const at = arrived.get(id);
  if (at === undefined) continue;
  fromAnswer.push(at - answeredAt);
  fromSend.push(at - sentAt);
}
const row = (name, values) => ({
  latency: name,
  p50_ms: Math.round(percentile(values, 50)),
  p95_ms: Math.round(percentile(values, 95)),
  p99_ms: Math.round(percentile(values, 99)),
  max_ms: Math.round(Math.max(...values)),
});
report('webhooks', [row('answer -> delivered (lower bound)', fromAnswer), row('request -> delivered (upper bound)', fromSend)], {
  rate: RATE,
  offeredPerSecond: Math.round(total / offeredSeconds),
  events: sent.size,
  delivered: arrived.size,
  failures,
  missing: sent.size - fromAnswer.length,
});
await server.stop();
receiver.close();
process.exit(0);

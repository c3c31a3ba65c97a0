// Issue 3 figures: valuation and tracking-lookup latency at 50 concurrent requests (targets: p99
// under 20 ms), and donation submissions (each one a durable commit). Runs the api from its
// sources on its own embedded PostgreSQL; the lookup limit is raised so that one client may hammer.
import autocannon from 'autocannon';
import { PRODUCTION, report, startFromSources } from './lib.mjs';

const server = await startFromSources('donor', {
  port: 3211,
  env: { ...PRODUCTION, DONOR_LOOKUPS_PER_MINUTE: '100000000' },
});

const json = { 'content-type': 'application/json' };
const donation = (i) => ({
  year: 2010 + (i % 14),
  make: ['Honda', 'Toyota', 'Ford', 'Kia'][i % 4],
  model: ['Civic', 'Corolla', 'Focus', 'Rio'][i % 4],
  mileage: 40000 + i * 1000,
  firstName: 'Bench',
  lastName: `Donor ${i}`,
  email: `bench${i % 50}@example.com`,
  phone: '416-555-0100',
  address: `${i} Queen Street`,
  city: 'Toronto',
  province: 'ON',
  postalCode: 'M5H 2N2',
});

// some history to look up: 300 donations
const codes = [];
for (let i = 0; i < 300; i++) {
  const response = await fetch(`${server.url}/api/donations`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(donation(i)),
  });
  if (response.status !== 201) throw new Error(`seed donation failed: ${response.status} ${await response.text()}`);
  codes.push((await response.json()).accessCode);
}

let next = 0;
async function measure(what, options, target) {
  // warm-up, then the measured run
  await autocannon({ connections: 10, duration: 2, ...options });
  const result = await autocannon({ connections: 50, duration: 10, ...options });
  return {
    what,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
    target,
  };
}

const civic = { year: 2018, make: 'Honda', model: 'Civic', mileage: 120000, condition: 'good', location: 'Toronto' };
const rows = [
  await measure(
    'POST /api/vehicles/valuation',
    { url: `${server.url}/api/vehicles/valuation`, method: 'POST', headers: json, body: JSON.stringify(civic) },
    'p99 < 20',
  ),
  await measure(
    'GET /api/donor-portal/{code}, 300 donors (counts each lookup)',
    {
      url: server.url,
      requests: [{ setupRequest: (request) => ({ ...request, path: `/api/donor-portal/${codes[next++ % codes.length]}` }) }],
    },
    'p99 < 20',
  ),
  await measure(
    'GET /api/donor-portal/{code}: one code, 50 at once (one hot row)',
    { url: `${server.url}/api/donor-portal/${codes[0]}` },
    '',
  ),
  await measure(
    'GET /api/donations/email/{email}?accessCode=',
    { url: `${server.url}/api/donations/email/bench7%40example.com?accessCode=${codes[7]}` },
    '',
  ),
  await measure(
    'POST /api/donations (durable commit + e-mail to outbox)',
    { url: `${server.url}/api/donations`, method: 'POST', headers: json, body: JSON.stringify(donation(7)) },
    '',
  ),
];
const portal = await (await fetch(`${server.url}/api/donor-portal/${codes[0]}`)).json();
await server.stop();
report('donor', rows, { accessCountAfterRun: portal.accessInfo.accessCount });

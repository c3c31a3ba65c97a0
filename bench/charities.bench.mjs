// Issue 10 figure: charity verification lookups at 50 concurrent requests on a registry of
// 1,000,000 charities (target: p99 under 10 ms), beside /healthz (no database) in the same run,
// and at 10 connections (below saturation: the load generator, node and PostgreSQL share the cores).
// Runs the api from its sources on its own embedded PostgreSQL; the registry is filled with
// generated rows (7 + 8 digits + RR0001, every tenth one revoked) and one filing each.
import autocannon from 'autocannon';
import pg from 'pg';
import { PRODUCTION, report, startFromSources } from './lib.mjs';

const REGISTRY_ROWS = Number(process.env.REGISTRY_ROWS ?? 1_000_000);
const server = await startFromSources('charities', { port: 3213, env: PRODUCTION });

const db = new pg.Client({ connectionString: server.databaseUrl() });
await db.connect();
const filled = performance.now();
await db.query(
  `
  insert into registry_charities (registry, number, name, status, registered, city, region, country)
  select 'cra', '7' || lpad(n::text, 8, '0') || 'RR0001', 'Generated Charity ' || n,
         case when n % 10 = 0 then 'Revoked' else 'Registered' end, n % 10 <> 0, 'Toronto', 'ON', 'CA'
    from generate_series(1, $1) n`,
  [REGISTRY_ROWS],
);
await db.query(
  `
  insert into registry_financials (registry, number, fiscal_period_end, filed_on, total_revenue, charitable_programs, total_expenditures)
  select 'cra', '7' || lpad(n::text, 8, '0') || 'RR0001', date '2025-12-31', date '2026-04-30', 1000000, 800000, 950000
    from generate_series(1, $1) n`,
  [REGISTRY_ROWS],
);
await db.query('analyze registry_charities; analyze registry_financials');
const fillSeconds = (performance.now() - filled) / 1000;
await db.end();

const numberOf = (n) => `7${String(n).padStart(8, '0')}RR0001`;
const randomNumber = () => numberOf(1 + Math.floor(Math.random() * REGISTRY_ROWS));
const json = { 'content-type': 'application/json' };

async function measure(what, options, target, connections = 50) {
  await autocannon({ connections: 10, duration: 2, ...options });
  const result = await autocannon({ connections, duration: 10, ...options });
  return {
    what,
    connections,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
    target,
  };
}

const verify = (path) => ({
  url: server.url,
  requests: [
    {
      method: 'POST',
      path,
      headers: json,
      setupRequest: (request) => ({ ...request, body: JSON.stringify({ registrationNumber: randomNumber() }) }),
    },
  ],
});

const rows = [
  await measure('GET /healthz (same-run baseline, no database)', { url: `${server.url}/healthz` }, ''),
  await measure('GET /healthz (same-run baseline, no database)', { url: `${server.url}/healthz` }, '', 10),
  await measure(
    `POST /api/charities/verify, random of ${REGISTRY_ROWS.toLocaleString('en')}`,
    verify('/api/charities/verify'),
    '',
    10,
  ),
  await measure(
    `POST /api/charities/verify, random of ${REGISTRY_ROWS.toLocaleString('en')}`,
    verify('/api/charities/verify'),
    'p99 < 10',
  ),
  await measure(
    `POST /api/charities/verify-detailed, random of ${REGISTRY_ROWS.toLocaleString('en')}`,
    verify('/api/charities/verify-detailed'),
    'p99 < 10',
  ),
];
await server.stop();
report('charities', rows, { registryRows: REGISTRY_ROWS, fillSeconds: Math.round(fillSeconds * 10) / 10 });

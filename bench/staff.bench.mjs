// Issue 4 figures, with 10,000 generated donations: the staff list's first page with a search and
// a status filter (target p99 < 100 ms), and tax receipt generation with its PDF, archive and log
// (target < 500 ms). Runs the api from its sources on its own embedded PostgreSQL; the donations
// are written straight into the database (generated data), everything measured goes through HTTP.
import autocannon from 'autocannon';
import pg from 'pg';
import { PRODUCTION, caller, report, signIn, startFromSources } from './lib.mjs';

const DONATIONS = Number(process.env.BENCH_DONATIONS ?? 10_000);
// a staff team: a few people paging and searching at once, each request in flight all the time
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const RECEIPTS = Number(process.env.BENCH_RECEIPTS ?? 40);
const server = await startFromSources('staff', {
  port: 3241,
  env: { ...PRODUCTION, ADMIN_USERNAME: 'benchadmin', ADMIN_PASSWORD: 'BenchPass123' },
});

// 10,000 donations in one statement: varied donors, vehicles, statuses and dates, each with its tracking code
const db = new pg.Pool({ connectionString: server.databaseUrl(), max: 2 });
const seeded = performance.now();
await db.query(
  `with rows as (
     select n,
       (array['Toyota','Honda','Ford','Chevrolet','Nissan','Hyundai','Kia','Subaru','Mazda','Volkswagen'])[1 + n % 10] as make,
       (array['Corolla','Civic','Focus','Malibu','Sentra','Elantra','Rio','Outback','Mazda3','Jetta'])[1 + n % 10] as model,
       (array['Marie','Jean','Sophie','Luc','Emma','Noah','Olivia','Liam','Chloé','Félix'])[1 + (n / 7) % 10] as first_name,
       (array['Tremblay','Gagnon','Roy','Côté','Bouchard','Smith','Brown','Wilson','Martin','Lee'])[1 + (n / 3) % 10] || n as last_name,
       (array['pending','reviewed','pickup_scheduled','picked_up','valued','receipt_issued','completed','cancelled','contacted','processing'])[1 + n % 10] as status
     from generate_series(1, $1::int) n)
   insert into donations (year, make, model, mileage, condition, vin, first_name, last_name, email, phone, address, city,
     state, zip_code, status, status_history, donor_notifications_sent, created_at, updated_at)
   select 2005 + n % 19, make, model, 20000 + (n * 37) % 250000, 'good', upper(substr(md5(n::text), 1, 17)), first_name,
     last_name, lower(first_name) || '.' || n || '@example.com', '416-555-' || lpad((n % 10000)::text, 4, '0'),
     n || ' Queen Street', 'Toronto', 'ON', 'M5H 2N2', status, '[]', '[]',
     now() - (n || ' minutes')::interval, now()
   from rows`,
  [DONATIONS],
);
await db.query(
  `insert into donor_portal_access (donation_id, access_code, email)
   select id, substr(md5('code' || id), 1, 22), email from donations`,
);
await db.query('analyze donations; analyze donor_portal_access');
const seedMs = Math.round(performance.now() - seeded);

const call = caller(server.url);
const cookie = await signIn(call, 'benchadmin', 'BenchPass123');

const searches = ['tremblay', 'toyota', 'gagnon1', 'marie.12', '416-555-07', 'civic', 'côté', 'wilson99', 'outback', 'emma'];
const filters = ['in_progress', 'pending', 'completed', 'picked_up'];
let next = 0;
const listPath = () => {
  const i = next++;
  return `/api/donations?search=${encodeURIComponent(searches[i % searches.length])}&status=${filters[i % filters.length]}&limit=20`;
};
const sample = await call('GET', listPath(), { cookie });

async function measure(what, setup, target) {
  const options = { url: server.url, headers: { cookie }, requests: [{ setupRequest: (r) => ({ ...r, path: setup() }) }] };
  await autocannon({ ...options, connections: 2, duration: 1 }); // warm-up
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration: SECONDS });
  return {
    what,
    connections: CONNECTIONS,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
    target,
  };
}

const rows = [
  await measure(`GET /api/donations first page, search + status filter, ${DONATIONS} donations`, listPath, 'p99 < 100'),
  await measure('GET /api/donations first page, no filter', () => '/api/donations', ''),
];

// receipts: one at a time (what one staff member waits for), each for its own donation
const { rows: targets } = await db.query('select id from donations where status <> $1 order by id limit $2', [
  'cancelled',
  RECEIPTS,
]);
const times = [];
for (const { id } of targets) {
  times.push(
    (await call('POST', `/api/donations/${id}/generate-receipt`, { cookie, body: { receiptValue: '1500', sendEmail: true } })).ms,
  );
}
times.sort((x, y) => x - y);
const pct = (p) => Math.round(times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]);
const { rows: logs } = await db.query(
  `select percentile_cont(0.5) within group (order by processing_time) as p50, max(processing_time) as max,
          avg(pdf_generation_time)::int as pdf, avg(archive_time)::int as archive, avg(email_delivery_time)::int as email
   from receipt_generation_logs where status = 'success'`,
);
rows.push({
  what: `POST /api/donations/{id}/generate-receipt (PDF + archive + log + e-mail), ${targets.length} in a row`,
  connections: 1,
  'req/s': Math.round(1000 / (times.reduce((a, b) => a + b, 0) / times.length)),
  'p50 ms': pct(50),
  'p99 ms': pct(99),
  errors: 0,
  target: '< 500',
});

await db.end();
await server.stop();
report('staff', rows, {
  donations: DONATIONS,
  seedMs,
  sampleTotal: sample.body.total,
  serverSideReceiptMs: {
    p50: Number(logs[0].p50),
    max: logs[0].max,
    pdf: logs[0].pdf,
    archive: logs[0].archive,
    email: logs[0].email,
  },
});

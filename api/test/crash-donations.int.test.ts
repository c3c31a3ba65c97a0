import crypto from 'node:crypto';
import { TestClient } from './client';
import { crashEnv, killSpawned, loadUntil, query, startApiProcess } from './crash-process';
import { VALID } from './donor-fixtures';
import { createTestDatabase } from './harness';

// Issue 16 §6: the api killed with SIGKILL during a load of donations, then started again. Every
// donation it acknowledged is there with its tracking code, first history entry and confirmation
// record (one transaction); no donation lacks any of them; an unanswered one, retried with its
// idempotency key, ends up stored exactly once.

const PORT = 3366;
jest.setTimeout(90_000);
afterAll(killSpawned);

interface Attempt {
  key: string;
  outcome?: 'acknowledged' | 'refused' | 'unanswered';
  id?: number;
  accessCode?: string;
}

it('keeps every acknowledged donation whole and stores an unanswered one once at most', async () => {
  const databaseUrl = await createTestDatabase();
  const env = crashEnv('donations', databaseUrl);
  let api = await startApiProcess(PORT, env);
  const donor = new TestClient(api.url);
  const attempts: Attempt[] = [];
  const submit = (attempt: Attempt) =>
    donor.rest('POST', '/api/donations', { ...VALID, email: `crash-${attempt.key}@example.test`, idempotencyKey: attempt.key });

  let killed = false;
  const killing = new Promise<void>((resolve) =>
    setTimeout(() => void api.kill('SIGKILL').then(() => ((killed = true), resolve())), 1500),
  );
  const loads = Array.from({ length: 4 }, () =>
    loadUntil(
      () => killed,
      async () => {
        const attempt: Attempt = { key: crypto.randomUUID() };
        attempts.push(attempt);
        try {
          const answer = await submit(attempt);
          const body = answer.body as { id: number; accessCode: string };
          if (answer.status === 201)
            Object.assign(attempt, { outcome: 'acknowledged', id: body.id, accessCode: body.accessCode });
          else attempt.outcome = 'refused';
        } catch {
          attempt.outcome = 'unanswered';
        }
      },
    ),
  );
  await Promise.all([killing, ...loads]);
  const acknowledged = attempts.filter((a) => a.outcome === 'acknowledged');
  expect(acknowledged.length).toBeGreaterThan(5);
  expect(attempts.filter((a) => a.outcome === 'refused')).toEqual([]);

  api = await startApiProcess(PORT, env);
  const stored = await query<{ id: number; access_code: string }>(
    databaseUrl,
    'select d.id, a.access_code from donations d join donor_portal_access a on a.donation_id = d.id',
  );
  const byId = new Map(stored.map((row) => [row.id, row.access_code]));
  expect(acknowledged.filter((a) => byId.get(a.id!) !== a.accessCode)).toEqual([]);
  const orphans = await query<{ id: number }>(
    databaseUrl,
    `select d.id from donations d
     where d.idempotency_key = any($1) -- this load's (the demo donations were seeded otherwise)
       and (not exists (select 1 from donor_portal_access a where a.donation_id = d.id)
        or not exists (select 1 from donation_status_history h where h.donation_id = d.id)
        or not exists (select 1 from donation_communications c where c.donation_id = d.id))`,
    [attempts.map((a) => a.key)],
  );
  expect(orphans).toEqual([]);

  const retried = new TestClient(api.url);
  for (const attempt of attempts.filter((a) => a.outcome === 'unanswered')) {
    const answer = await retried.rest('POST', '/api/donations', {
      ...VALID,
      email: `crash-${attempt.key}@example.test`,
      idempotencyKey: attempt.key,
    });
    expect([200, 201]).toContain(answer.status);
  }
  const twice = await query<{ key: string }>(
    databaseUrl,
    'select idempotency_key as key from donations where idempotency_key is not null group by idempotency_key having count(*) > 1',
  );
  expect(twice).toEqual([]);
  const [{ n }] = await query<{ n: number }>(
    databaseUrl,
    'select count(*)::int as n from donations where idempotency_key = any($1)',
    [attempts.map((a) => a.key)],
  );
  expect(n).toBe(acknowledged.length + attempts.filter((a) => a.outcome === 'unanswered').length);
  // the tracking page of an acknowledged donation answers after the restart
  expect((await retried.rest('GET', `/api/donor-portal/${acknowledged[0].accessCode}`)).status).toBe(200);
  await api.kill('SIGTERM');
});

import fs from 'node:fs';
import path from 'node:path';
import { TestClient } from './client';
import { crashEnv, killSpawned, startApiProcess } from './crash-process';
import { VALID } from './donor-fixtures';

// Issue 16 §6: the embedded PostgreSQL's postmaster killed with SIGKILL (its pid from the
// cluster's postmaster.pid), then the api started again on the same data directory: the
// cluster recovers from its write-ahead log and every acknowledged donation is there.

const PORT = 3368;
jest.setTimeout(90_000);
afterAll(killSpawned);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it('recovers the embedded PostgreSQL killed with SIGKILL, with every acknowledged donation', async () => {
  // no DATABASE_URL: the embedded cluster under DATA_DIR; no demo content (donations are public), a faster first start
  const env: Record<string, string> = { ...crashEnv('postgres'), DEMO: '0' };
  let api = await startApiProcess(PORT, env);
  const donor = new TestClient(api.url);
  const codes: string[] = [];
  for (let i = 0; i < 20; i++) {
    const answer = await donor.rest('POST', '/api/donations', { ...VALID, email: `pg-crash-${i}@example.test` });
    expect(answer.status).toBe(201);
    codes.push((answer.body as { accessCode: string }).accessCode);
  }

  const postmaster = Number(fs.readFileSync(path.join(env.DATA_DIR, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  process.kill(postmaster, 'SIGKILL');
  for (let waited = 0; alive(postmaster) && waited < 10_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
  expect(alive(postmaster)).toBe(false);
  // the api answers without its database: an error, not a hang and not a success
  const meanwhile = await donor.rest('POST', '/api/donations', { ...VALID, email: 'pg-crash-down@example.test' });
  expect(meanwhile.status).toBeGreaterThanOrEqual(500);

  await api.kill('SIGKILL');
  api = await startApiProcess(PORT, env); // starts the cluster again: crash recovery from the WAL
  expect(api.output()).not.toMatch(/initialising a new cluster/);
  const again = new TestClient(api.url);
  for (const code of codes) expect((await again.rest('GET', `/api/donor-portal/${code}`)).status).toBe(200);
  expect((await again.rest('POST', '/api/donations', { ...VALID, email: 'pg-crash-after@example.test' })).status).toBe(201);
  await api.kill('SIGTERM');
});

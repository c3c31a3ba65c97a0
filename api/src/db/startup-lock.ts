import { Client } from 'pg';

/** The PostgreSQL advisory lock key api processes take turns on while they migrate and seed. */
const STARTUP_LOCK_KEY = 7_646_470_001;

/**
 * Runs `work` holding a session advisory lock on its own connection. Replicas started together on
 * one database (compose `deploy.replicas`) would otherwise run the same migrations and seeds at
 * once, and all but one would fail on a duplicate; in turn, the later ones find nothing to do.
 */
export async function withStartupLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  client.on('error', () => undefined); // a lost connection releases the lock; work reports its own errors
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    await client.end().catch(() => undefined); // the session's end releases the lock
  }
}

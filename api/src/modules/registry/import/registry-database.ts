import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import type { Env } from '../../../config/env';
import { openDatabase } from '../../../db/database';

export interface RegistryConnection {
  client: Client;
  close(): Promise<void>;
}

/**
 * The database the app uses, as `npm start` finds it: DATABASE_URL, else the embedded PostgreSQL
 * under the data directory (started, and migrated, for the import). When a server is already
 * running on that directory, its embedded PostgreSQL is used as it is.
 */
export async function connectRegistryDatabase(env: Env): Promise<RegistryConnection> {
  const running = env.databaseUrl ? undefined : runningEmbeddedUrl(env.dataDir);
  if (running) return connect(running, async () => undefined);
  const db = await openDatabase(env, () => undefined);
  return connect(db.url, () => db.close());
}

async function connect(url: string, release: () => Promise<void>): Promise<RegistryConnection> {
  const client = new Client({ connectionString: url });
  client.on('error', () => undefined); // a stopped database surfaces as the failing query's error
  try {
    await client.connect();
  } catch (error) {
    await release();
    throw error;
  }
  return {
    client,
    async close() {
      await client.end().catch(() => undefined);
      await release();
    },
  };
}

/** The address of the embedded PostgreSQL of a server running on dataDir (db/database.ts's lock), or undefined. */
function runningEmbeddedUrl(dataDir: string): string | undefined {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'server.pid'), 'utf8'));
    if (!Number.isInteger(pid) || pid === process.pid) return undefined;
    process.kill(pid, 0);
    const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
    const port = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
    if (!Number.isInteger(port) || port <= 0) return undefined;
    return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/vdp`;
  } catch {
    return undefined; // no server running there (or not readable): start the embedded database ourselves
  }
}

import { MikroORM } from '@mikro-orm/postgresql';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '../config/env';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded';
import { ormOptions } from './mikro-orm.config';
import { withStartupLock } from './startup-lock';

export interface Database {
  orm: MikroORM;
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL under the data directory, then
 * applies pending migrations and runs `prepare` (the seeds), one api process at a time.
 * close() releases the pool and stops what it started.
 */
export async function openDatabase(
  env: Env,
  log: (m: string) => void = console.log,
  prepare: (orm: MikroORM) => Promise<void> = async () => undefined,
): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let releaseLock = (): void => undefined;
  if (!env.databaseUrl) {
    releaseLock = lockDataDir(env.dataDir);
    embedded = await startEmbeddedPostgres({ dataDir: env.dataDir, database: 'vdp', log: (m) => log(`[postgres] ${m}`) });
  }
  const url = env.databaseUrl ?? embedded!.url;
  let orm: MikroORM | undefined;
  try {
    orm = await MikroORM.init({ ...ormOptions(url), debug: env.logSql });
    const opened = orm;
    await withStartupLock(url, async () => {
      const applied = await opened.getMigrator().up();
      if (applied.length > 0) log(`Applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ')}`);
      await prepare(opened);
    });
    return {
      orm: opened,
      url,
      embedded: embedded !== undefined,
      async close() {
        await opened.close(true);
        await embedded?.stop();
        releaseLock();
      },
    };
  } catch (error) {
    await orm?.close(true).catch(() => undefined);
    await embedded?.stop();
    releaseLock();
    throw error;
  }
}

/** One server per data directory: a second one would stop the first one's database. */
function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = path.join(dataDir, 'server.pid');
  if (fs.existsSync(lock)) {
    const pid = Number(fs.readFileSync(lock, 'utf8'));
    if (Number.isInteger(pid) && pid !== process.pid && processExists(pid)) {
      throw new Error(`Another server (pid ${pid}) is running on ${dataDir}. Stop it first, or set DATA_DIR or DATABASE_URL.`);
    }
  }
  fs.writeFileSync(lock, String(process.pid));
  return () => fs.rmSync(lock, { force: true });
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

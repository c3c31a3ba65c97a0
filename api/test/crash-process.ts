import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

/** The api as `npm start` runs it from its sources, a child process a test can SIGKILL (issue 16 §6). */
export interface ApiProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Sends `signal` and resolves once the process is gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

const spawned: ChildProcess[] = [];

/** Kills what a test left running (afterAll). */
export function killSpawned(): void {
  for (const child of spawned.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/**
 * What every start of one test's api gets: the same secrets (sessions survive a restart), demo
 * accounts, a data directory for the outbox (and the embedded database when there is no
 * `databaseUrl`).
 */
export function crashEnv(name: string, databaseUrl?: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DEMO: '1',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(fs.mkdtempSync(path.join(os.tmpdir(), `vdp-crash-${name}-`)), '.data'),
    DATABASE_URL: databaseUrl ?? '',
    SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
    SETTINGS_ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'),
    DONOR_LOOKUPS_PER_MINUTE: '100000',
  };
}

/** Starts the api on `port` and resolves once /healthz answers. */
export async function startApiProcess(port: number, env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--conditions=source', '-r', '@swc-node/register', 'src/main.ts'], {
    cwd: path.resolve(__dirname, '..'),
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  spawned.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`api exited early:\n${output}`);
    if (waited > 45_000) throw new Error(`api did not come up:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    url,
    output: () => output,
    kill: async (signal) => {
      child.kill(signal);
      await gone;
    },
  };
}

/** Runs `query` on the database at `url` with a connection of its own. */
export async function query<T>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Runs `step` until `stop()` says so; resolves with how many it ran. Errors end nothing: a killed server refuses. */
export async function loadUntil(stop: () => boolean, step: () => Promise<void>): Promise<number> {
  let runs = 0;
  while (!stop()) {
    await step();
    runs++;
  }
  return runs;
}

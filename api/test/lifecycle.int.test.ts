import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TestClient } from './client';

// The server as `npm start` runs it, on the embedded PostgreSQL: restarts keep the data and the
// sessions, a killed run is recovered from, and a checkout postgres cannot reach still works.

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
}

const spawned: ChildProcess[] = [];
afterEach(() => {
  for (const child of spawned.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

async function start(dataDir: string, port: number): Promise<Running> {
  const child = spawn(process.execPath, ['--conditions=source', '-r', '@swc-node/register', 'src/main.ts'], {
    cwd: path.resolve(__dirname, '..'),
    env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  spawned.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (waited > 45_000) throw new Error(`server did not come up:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, url, output: () => output };
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code)),
  );
}

function tempDir(name: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `vdp-${name}-`));
}

jest.setTimeout(120_000);

it('stops cleanly, restarts with its data and sessions, and recovers from a killed run', async () => {
  const dataDir = path.join(tempDir('lifecycle'), '.data');
  const first = await start(dataDir, 3461);
  expect(first.output()).toMatch(/initialising a new cluster/);
  const client = new TestClient(first.url);
  await client.login('admin');
  first.child.kill('SIGINT');
  expect(await exited(first.child)).toBe(0);
  expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false);

  const second = await start(dataDir, 3462);
  expect(second.output()).not.toMatch(/initialising/);
  const again = new TestClient(second.url);
  again.cookie = client.cookie;
  expect((await again.rest('GET', '/api/auth/user')).body).toMatchObject({ username: 'admin' });

  second.child.kill('SIGKILL'); // leaves an orphan postmaster and a stale server.pid behind
  await exited(second.child);
  const third = await start(dataDir, 3463);
  expect(third.output()).toMatch(/stopping an orphan postmaster/);
  const onThird = new TestClient(third.url);
  onThird.cookie = client.cookie;
  expect((await onThird.rest('GET', '/api/auth/user')).status).toBe(200);
  third.child.kill('SIGTERM');
  expect(await exited(third.child)).toBe(0);
});

const asRoot = process.getuid?.() === 0;
(asRoot ? it : it.skip)('as root, runs from a checkout under a private (mode 700) directory', async () => {
  const home = tempDir('private-home');
  fs.chmodSync(home, 0o700);
  const dataDir = path.join(home, 'checkout', '.data');
  const server = await start(dataDir, 3464);
  expect(server.output()).toMatch(/cannot reach/);
  expect(fs.lstatSync(path.join(dataDir, 'pg')).isSymbolicLink()).toBe(true);
  server.child.kill('SIGINT');
  expect(await exited(server.child)).toBe(0);
});
if (!asRoot) console.log('Skipping the mode-700 checkout test: it only applies when running as root.');

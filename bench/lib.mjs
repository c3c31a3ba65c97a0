// Helpers shared by the benchmarks: start the real server, wait for it, print and save results.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts `command` (default: the built server) and resolves once /healthz answers. */
export async function startServer({ port, dataDir, command = [process.execPath, 'api/dist/main.js'], env = {}, cwd = root }) {
  const started = performance.now();
  const child = spawn(command[0], command.slice(1), {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1', ...env },
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const ms = performance.now() - started;
  return {
    url,
    ms,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGINT');
      }),
  };
}

export function report(name, rows, extra = {}) {
  console.table(rows);
  const file = path.join(root, 'bench', 'results', `${name}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ name, at: new Date().toISOString(), rows, ...extra }, null, 2));
  console.log(`wrote ${path.relative(root, file)}`);
}

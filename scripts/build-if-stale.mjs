// Builds the workspaces whose sources are newer than their output: npm start and the security scan.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function buildIfStale(name, sources, output) {
  const built = newestMtime(output);
  if (built > 0 && built >= Math.max(...sources.map((s) => newestMtime(path.join(root, s))))) return;
  console.log(`Building ${name}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', name], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** shared, web and api, each only when a source is newer than what was built. */
export function buildStale() {
  const started = Date.now();
  buildIfStale(
    'shared',
    ['shared/src', 'shared/tsconfig.json', 'shared/tsconfig.build.json'],
    path.join(root, 'shared/dist/money.js'),
  );
  buildIfStale(
    'web',
    ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/public', 'shared/src'],
    path.join(root, 'web/dist/index.html'),
  );
  buildIfStale('api', ['api/src', 'api/tsconfig.json', 'api/tsconfig.build.json'], path.join(root, 'api/dist/main.js'));
  if (Date.now() - started > 1000) console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

#!/usr/bin/env node
// npm run bench: runs every bench/*.bench.mjs in turn (each prints a table and writes
// bench/results/<name>.json). `npm run bench -- startup` runs one.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv[2];
const benches = fs
  .readdirSync(path.join(root, 'bench'))
  .filter((f) => f.endsWith('.bench.mjs') && (!only || f.startsWith(only)))
  .sort();
let failed = 0;
for (const bench of benches) {
  console.log(`\n== ${bench}`);
  const result = spawnSync(process.execPath, [path.join(root, 'bench', bench)], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);

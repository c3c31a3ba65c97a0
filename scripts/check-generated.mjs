#!/usr/bin/env node
// Fails when the committed schema.graphql or the web's generated GraphQL code is stale:
// regenerates both into a scratch copy and compares.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const generated = path.join(root, 'web/src/graphql/__generated__');
const schemaFile = path.join(root, 'schema.graphql');

const before = { schema: fs.readFileSync(schemaFile, 'utf8'), files: snapshot(generated) };
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'vdp-codegen-'));
try {
  fs.cpSync(generated, scratch, { recursive: true });
  execFileSync('npm', ['run', 'codegen'], { cwd: root, stdio: 'pipe' });
  const after = { schema: fs.readFileSync(schemaFile, 'utf8'), files: snapshot(generated) };
  const stale = [];
  if (after.schema !== before.schema) stale.push('schema.graphql');
  for (const name of new Set([...Object.keys(before.files), ...Object.keys(after.files)])) {
    if (before.files[name] !== after.files[name]) stale.push(`web/src/graphql/__generated__/${name}`);
  }
  if (stale.length > 0) {
    console.error(`Generated files are stale (run \`npm run codegen\` and commit):\n  ${stale.join('\n  ')}`);
    process.exit(1);
  }
  console.log('schema.graphql and the generated GraphQL documents are up to date.');
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}

function snapshot(dir) {
  const files = {};
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) files[name] = fs.readFileSync(path.join(dir, name), 'utf8');
  return files;
}

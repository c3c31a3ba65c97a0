#!/usr/bin/env node
// Fails when the committed schema.graphql or the web's generated GraphQL code is stale:
// regenerates both in place and compares with what was there.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webSrc = path.join(root, 'web/src');
const schemaFile = path.join(root, 'schema.graphql');

const before = { schema: fs.readFileSync(schemaFile, 'utf8'), files: snapshot() };
execFileSync('npm', ['run', 'codegen'], { cwd: root, stdio: 'pipe' });
const after = { schema: fs.readFileSync(schemaFile, 'utf8'), files: snapshot() };
const stale = [];
if (after.schema !== before.schema) stale.push('schema.graphql');
// codegen never deletes: a generated file whose document is gone is stale too
for (const name of Object.keys(after.files))
  if (name.endsWith('.generated.ts') && !fs.existsSync(path.join(webSrc, name.replace(/\.generated\.ts$/, '.graphql'))))
    stale.push(`web/src/${name} (its .graphql is gone: delete it)`);
for (const name of new Set([...Object.keys(before.files), ...Object.keys(after.files)])) {
  if (before.files[name] !== after.files[name]) stale.push(`web/src/${name}`);
}
if (stale.length > 0) {
  console.error(`Generated files are stale (run \`npm run codegen\` and commit):\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log('schema.graphql and the generated GraphQL documents are up to date.');

/** Every generated file under web/src (each document's X.generated.ts, and graphql/__generated__/), by path. */
function snapshot() {
  const files = {};
  for (const name of fs.readdirSync(webSrc, { recursive: true })) {
    const relative = String(name);
    if (relative.endsWith('.generated.ts') || (relative.includes(`__generated__${path.sep}`) && relative.endsWith('.ts')))
      files[relative] = fs.readFileSync(path.join(webSrc, relative), 'utf8');
  }
  return files;
}

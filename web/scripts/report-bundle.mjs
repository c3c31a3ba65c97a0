#!/usr/bin/env node
/**
 * Run after `vite build`. Measures the JavaScript that dist/index.html loads up front (the entry
 * script and its modulepreloads), gzipped, and fails above the budget. Also reports, for
 * information, the home route's first load (the above plus the home page chunk and its imports).
 * Writes dist/bundle-report.json.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 200;
const BUDGET_BYTES = BUDGET_KB * 1000; // kB as Vite prints them
const HOME_PAGE_SOURCE = 'src/modules/home/HomePage.tsx';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const indexHtml = join(dist, 'index.html');
if (!existsSync(indexHtml)) {
  console.error('dist/index.html not found: run `vite build` first.');
  process.exit(1);
}

const html = readFileSync(indexHtml, 'utf8');
const initialFiles = [
  ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g),
].map((match) => match[1]);

function measure(file) {
  const content = readFileSync(join(dist, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
}

const sum = (files) => files.reduce((total, entry) => total + entry.gzipBytes, 0);
const kb = (bytes) => `${(bytes / 1000).toFixed(2)} kB`;

const initial = [...new Set(initialFiles)].map(measure);
const initialTotal = sum(initial);

// the home page chunk and whatever it imports beyond the initial files (from the Vite manifest)
let homeRoute = null;
const manifestPath = join(dist, '.vite', 'manifest.json');
if (existsSync(manifestPath)) {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const seen = new Set(initial.map((entry) => entry.file));
  const extra = [];
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    extra.push(measure(chunk.file));
    (chunk.imports ?? []).forEach(visit);
  };
  visit(HOME_PAGE_SOURCE);
  homeRoute = { extraFiles: extra, totalGzipBytes: initialTotal + sum(extra) };
}

const withinBudget = initialTotal <= BUDGET_BYTES;
const report = {
  budgetBytes: BUDGET_BYTES,
  initial: { files: initial, totalGzipBytes: initialTotal },
  homeRoute,
  withinBudget,
};
writeFileSync(join(dist, 'bundle-report.json'), `${JSON.stringify(report, null, 2)}\n`);

console.log('Initial JavaScript (index.html entry + modulepreloads), gzipped:');
for (const entry of [...initial].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
  console.log(`  ${entry.file.padEnd(48)} ${kb(entry.gzipBytes).padStart(10)}`);
}
console.log(`  ${'total'.padEnd(48)} ${kb(initialTotal).padStart(10)}   (budget ${BUDGET_KB} kB)`);
if (homeRoute) {
  console.log(`Home route first load (initial + home page chunk): ${kb(homeRoute.totalGzipBytes)}`);
}
console.log('Report written to dist/bundle-report.json');

if (!withinBudget) {
  console.error(`Over budget: ${kb(initialTotal)} > ${BUDGET_KB} kB gzipped.`);
  process.exit(1);
}

#!/usr/bin/env node
/**
 * Run after `vite build`. For the entry (dist/index.html's script and modulepreloads) and for each
 * route of bundle-budgets.json, sums the gzipped JavaScript the browser needs before the route
 * can render: the entry, the page chunk and its static imports, the page's area catalog (en),
 * and the Apollo client's chunk for pages that run GraphQL (all but `graphql: false` ones, see
 * routePaths.ts). What loads right after the first render (the Apollo client and the shell's
 * feeds on the home page) is printed beside it, outside the budget. Fails above a budget.
 * Chunks and their imports come from Vite's manifest. Writes dist/bundle-report.json.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(web, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('dist/.vite/manifest.json not found: run `vite build` first (build.manifest is on).');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const budgets = JSON.parse(readFileSync(join(web, 'bundle-budgets.json'), 'utf8'));
const routePaths = readFileSync(join(web, 'src', 'routing', 'routePaths.ts'), 'utf8');

const APOLLO_ROOT = 'src/graphql/ApolloRoot.tsx';
// the shell's lazy parts that load after the first render on every page (ADR 21)
const SHELL_FEEDS = [
  'src/theme/ActiveThemeFeed.tsx',
  'src/modules/settings/components/PublicSettingsFeed.tsx',
  'src/modules/auth/components/MeFeed.tsx',
];

const gzipped = new Map();
function gzipBytes(file) {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipped.get(file);
}

/** The files of a manifest entry and of everything it imports statically. */
function closure(keys, files = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest: fix bundle-budgets.json or this script`);
    if (files.has(chunk.file)) continue;
    files.add(chunk.file);
    closure(chunk.imports ?? [], files);
  }
  return files;
}

function areaCatalogKey(area) {
  const suffix = `src/i18n/areas/${area}/en.json.js`;
  const key = Object.keys(manifest).find((name) => name.endsWith(suffix));
  if (!key) throw new Error(`no chunk for the ${area} area catalog (${suffix})`);
  return key;
}

/** Whether routePaths.ts marks the path `graphql: false` (renders before the Apollo client loads). */
function rendersWithoutApollo(path) {
  const line = routePaths.split('\n').find((text) => text.includes(`path: '${path}'`));
  if (!line) throw new Error(`${path} is not in src/routing/routePaths.ts`);
  return /graphql:\s*false/.test(line);
}

const total = (files) => [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
const minus = (files, already) => new Set([...files].filter((file) => !already.has(file)));
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

// the entry (main.tsx) only starts boot.tsx, the app: both load before the first render
const ENTRY = ['index.html', 'src/boot.tsx'];
const entryFiles = closure(ENTRY);
const rows = [{ name: 'entry (index.html)', files: entryFiles, budgetKb: budgets.entry.budgetKb, deferred: new Set() }];
for (const route of budgets.routes) {
  const keys = [route.page, ...(route.area ? [areaCatalogKey(route.area)] : [])];
  const withoutApollo = rendersWithoutApollo(route.path);
  if (!withoutApollo) keys.push(APOLLO_ROOT);
  const files = closure([...ENTRY, ...keys]);
  const deferred = minus(closure([APOLLO_ROOT, ...SHELL_FEEDS]), files);
  rows.push({ name: route.path, files, budgetKb: route.budgetKb, deferred });
}

const report = rows.map(({ name, files, budgetKb, deferred }) => ({
  name,
  budgetBytes: budgetKb * 1000,
  initialGzipBytes: total(files),
  deferredGzipBytes: total(deferred),
  files: [...files].map((file) => ({ file, gzipBytes: gzipBytes(file) })).sort((a, b) => b.gzipBytes - a.gzipBytes),
}));
writeFileSync(join(dist, 'bundle-report.json'), `${JSON.stringify(report, null, 2)}\n`);

console.log('Initial JavaScript before first render, gzipped (budgets: web/bundle-budgets.json):');
console.log(`  ${'route'.padEnd(22)} ${'initial'.padStart(10)} ${'budget'.padStart(10)} ${'then loads'.padStart(12)}`);
for (const row of report) {
  const over = row.initialGzipBytes > row.budgetBytes;
  console.log(
    `  ${row.name.padEnd(22)} ${kb(row.initialGzipBytes).padStart(10)} ${kb(row.budgetBytes).padStart(10)} ${kb(row.deferredGzipBytes).padStart(12)}${over ? '   OVER BUDGET' : ''}`,
  );
}
console.log('  ("then loads": the Apollo client and the shell feeds, fetched after the first render)');
console.log('Report written to dist/bundle-report.json');

const over = report.filter((row) => row.initialGzipBytes > row.budgetBytes);
if (over.length > 0) {
  for (const row of over) console.error(`Over budget: ${row.name} ${kb(row.initialGzipBytes)} > ${kb(row.budgetBytes)} gzipped.`);
  process.exit(1);
}

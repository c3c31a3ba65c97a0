// Issue 10 figure: importing a generated IRS EO BMF file of 1,000,000 rows (target: at least
// 50,000 rows/s, memory flat). Runs the real command (api/src/modules/registry/import) on a new
// embedded PostgreSQL per file size, sampling the importer's resident memory.
//
//   node bench/registry.bench.mjs                      the benchmark (100,000 and 1,000,000 rows)
//   node bench/registry.bench.mjs --fill-only <url> [--rows N] [--source irs-bmf|cra-list]
//                                                      fills the registry of DATABASE_URL <url> with
//                                                      N generated rows (default 1,000,000), e.g.
//                                                      for the lookup benchmark; or import
//                                                      { fillRegistry } from this file.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { pathToFileURL } from 'node:url';
import { report, root } from './lib.mjs';

const BMF_HEADER =
  'EIN,NAME,ICO,STREET,CITY,STATE,ZIP,GROUP,SUBSECTION,AFFILIATION,CLASSIFICATION,RULING,DEDUCTIBILITY,FOUNDATION,' +
  'ACTIVITY,ORGANIZATION,STATUS,TAX_PERIOD,ASSET_CD,INCOME_CD,FILING_REQ_CD,PF_FILING_REQ_CD,ACCT_PD,ASSET_AMT,' +
  'INCOME_AMT,REVENUE_AMT,NTEE_CD,SORT_NAME';
const CRA_HEADER =
  'BN/Registration Number,Charity Name,Charity Status,Effective Date of Status,Sanction,Designation code,' +
  'Category code,Address,City,Province,Postal Code,Country';
const STATES = ['NY', 'CA', 'TX', 'WA', 'IL', 'MA', 'FL', 'OH'];
const PROVINCES = [
  ['Toronto', 'ON'],
  ['Montréal', 'QC'],
  ['Vancouver', 'BC'],
  ['Calgary', 'AB'],
  ['Halifax', 'NS'],
];
const CRA_STATUSES = ['Registered', 'Registered', 'Registered', 'Registered', 'Revoked', 'Annulled', 'Suspended'];

/** Generated numbers start at 200000000: clear of the samples' 888… numbers. */
export const firstGeneratedNumber = 200_000_000;

/** Row i of a generated file: one in ten BMF rows has a non-exempt STATUS, like CRA's mix of statuses. */
function bmfRow(i) {
  const ein = firstGeneratedNumber + i;
  const state = STATES[i % STATES.length];
  const status = i % 10 === 9 ? '97' : '01';
  return (
    `${ein},"GENERATED CHARITY ${i}, INC",,${100 + (i % 9000)} MAIN ST,SPRINGFIELD,${state},${String(10000 + (i % 89999))}-0000,` +
    `0000,03,3,1000,${1990 + (i % 30)}0${1 + (i % 9)},1,15,000000000,1,${status},202412,3,3,01,0,12,${i * 7},${i * 3},${i * 2},` +
    `K31,\n`
  );
}

function craRow(i) {
  const [city, province] = PROVINCES[i % PROVINCES.length];
  const status = CRA_STATUSES[i % CRA_STATUSES.length];
  return (
    `${firstGeneratedNumber + i}RR0001,Generated Charity ${i},${status},20${String(10 + (i % 15))}-0${1 + (i % 9)}-15,,C,` +
    `0001,${100 + (i % 9000)} Main Street,${city},${province},M5V 1A1,CA\n`
  );
}

/** Writes a generated file of `rows` rows (streamed: flat memory); resolves with its size in bytes. */
export async function generateFile(file, rows, source = 'irs-bmf') {
  const out = fs.createWriteStream(file);
  const row = source === 'cra-list' ? craRow : bmfRow;
  out.write(`${source === 'cra-list' ? CRA_HEADER : BMF_HEADER}\n`);
  let chunk = '';
  for (let i = 0; i < rows; i++) {
    chunk += row(i);
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
  return fs.statSync(file).size;
}

/** The heap cap `npm run registry:import` runs with (api/package.json): memory stays flat whatever the file's size. */
const COMMAND_HEAP = ['--max-old-space-size=128'];

/**
 * Runs `registry:import` (from the api sources, with the command's heap cap unless `heap` says otherwise) with `env`, sampling its resident memory every
 * 50 ms. Resolves with the summary it printed, the peak RSS and the wall time.
 */
export async function runImport(source, file, env, heap = COMMAND_HEAP) {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      ...heap,
      '--conditions=source',
      '-r',
      '@swc-node/register',
      'src/modules/registry/import/registry-import.cli.ts',
      source,
      file,
    ],
    { cwd: path.join(root, 'api'), env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  let peakKb = 0;
  const sampler = setInterval(() => {
    try {
      const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0);
      peakKb = Math.max(peakKb, kb);
    } catch {
      // exited between two samples
    }
  }, 50);
  const [code] = await once(child, 'exit');
  clearInterval(sampler);
  if (code !== 0) throw new Error(`registry:import exited with ${code}:\n${stderr}${stdout}`);
  const summary = /: ([\d,]+) rows in ([\d.]+) s[^\n]*\n\s+added ([\d,]+), changed ([\d,]+), unchanged ([\d,]+)/.exec(stdout);
  if (!summary) throw new Error(`no summary in the output:\n${stdout}`);
  const n = (s) => Number(s.replace(/,/g, ''));
  return {
    rows: n(summary[1]),
    seconds: Number(summary[2]),
    added: n(summary[3]),
    changed: n(summary[4]),
    unchanged: n(summary[5]),
    peakRssMb: Math.round(peakKb / 1024),
    wallSeconds: (performance.now() - started) / 1000,
  };
}

/** Fills the registry of `databaseUrl` with `rows` generated rows of `source` (irs-bmf or cra-list). */
export async function fillRegistry(databaseUrl, { rows = 1_000_000, source = 'irs-bmf' } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vdp-registry-fill-'));
  try {
    const file = path.join(dir, `${source}.csv`);
    await generateFile(file, rows, source);
    return await runImport(source, file, { DATABASE_URL: databaseUrl, DEMO: '0' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function benchmark() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vdp-registry-bench-'));
  const rows = [];
  try {
    for (const size of [100_000, 1_000_000]) {
      const file = path.join(dir, `bmf-${size}.csv`);
      const bytes = await generateFile(file, size);
      const dataDir = path.join(root, '.test-data', `bench-registry-${size}`);
      fs.rmSync(dataDir, { recursive: true, force: true });
      const env = { DATABASE_URL: '', DATA_DIR: dataDir, DEMO: '0' };
      // The command caps V8's heap at 128 MB: with node's default heap garbage piles up before it is
      // collected, so the RSS grows with the file (the third run shows it, for comparison).
      const runs = [
        ['first import (all added)', COMMAND_HEAP],
        ['same file again (all unchanged)', COMMAND_HEAP],
        ["again, node's default heap (comparison)", []],
      ];
      for (const [run, heap] of runs) {
        const result = await runImport('irs-bmf', file, env, heap);
        rows.push({
          what: `${size.toLocaleString('en')} rows, ${run}`,
          'file MB': Math.round(bytes / 1e5) / 10,
          's (import)': result.seconds,
          'rows/s': Math.round(result.rows / result.seconds),
          'peak RSS MB': result.peakRssMb,
          added: result.added,
          unchanged: result.unchanged,
          target: size === 1_000_000 ? '>= 50000 rows/s, flat RSS' : '',
        });
        if (size === 1_000_000 && run.startsWith('first') && result.added !== size) throw new Error('not every row was added');
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  report('registry', rows, { cpus: os.cpus().length, note: 'import time as the command reports it (read, COPY, apply, commit)' });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  if (args[0] === '--fill-only') {
    if (!args[1])
      throw new Error('usage: node bench/registry.bench.mjs --fill-only <database url> [--rows N] [--source irs-bmf|cra-list]');
    const result = await fillRegistry(args[1], {
      rows: Number(option('--rows') ?? 1_000_000),
      source: option('--source') ?? 'irs-bmf',
    });
    console.log(`filled: ${result.rows.toLocaleString('en')} rows in ${result.seconds} s (added ${result.added})`);
  } else {
    await benchmark();
  }
}

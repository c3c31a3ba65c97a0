// Issue 15 goal 4: Lighthouse (default config: mobile emulation, simulated slow 4G and 4x CPU
// throttling) on the public pages of the built app, as `npm start` serves it (demo data), with
// Debian's chromium. Targets: performance >= 95, accessibility 100. Builds nothing: run
// `npm run build` first. CHROME_PATH overrides /usr/bin/chromium; LIGHTHOUSE_LOCALES=en skips French;
// LIGHTHOUSE_PAGES=/blog audits only those pages; LIGHTHOUSE_PORT picks the api's port (3311);
// LIGHTHOUSE_SAVE=<dir> keeps each full report.
import * as chromeLauncher from 'chrome-launcher';
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { report, root, startServer } from './lib.mjs';

const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/unified-donation,/vehicle-valuation,/blog').split(',');
const LOCALES = (process.env.LIGHTHOUSE_LOCALES ?? 'en,fr').split(',');
// the browser language the app reads on a first visit (locales.ts: French when it starts with fr)
const BROWSER_LANG = { en: 'en-CA', fr: 'fr-CA' };
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// chrome-launcher waits forever for a browser that is not there: say so at once instead
if (!fs.existsSync(CHROME_PATH)) throw new Error(`${CHROME_PATH} is missing: install Debian's chromium or set CHROME_PATH`);
for (const built of ['web/dist/index.html', 'api/dist/main.js']) {
  if (!fs.existsSync(path.join(root, built))) throw new Error(`${built} is missing: run \`npm run build\` first`);
}

const dataDir = path.join(root, '.test-data', 'bench-lighthouse');
fs.rmSync(dataDir, { recursive: true, force: true });
const server = await startServer({ port: Number(process.env.LIGHTHOUSE_PORT ?? 3311), dataDir });

// one visitor before Lighthouse: /blog is rendered with its posts once per language and kept (ADR 32);
// the api's render worker starts on the first such request
for (const locale of LOCALES) {
  for (const page of PAGES)
    await (await fetch(`${server.url}${page}`, { headers: { 'accept-language': BROWSER_LANG[locale] } })).text();
}

const audit = (lhr, id) => lhr.audits[id]?.numericValue;
const rows = [];
const failures = [];
try {
  for (const locale of LOCALES) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', `--lang=${BROWSER_LANG[locale]}`],
    });
    try {
      for (const page of PAGES) {
        const result = await lighthouse(`${server.url}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        const { lhr } = result;
        // LIGHTHOUSE_SAVE=<dir>: keep each full report, to see what an audit found
        if (process.env.LIGHTHOUSE_SAVE) {
          fs.mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
          const name = `${locale}${page.replaceAll('/', '_') || '_'}.json`;
          fs.writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE, name), result.report);
        }
        const performance = Math.round((lhr.categories.performance.score ?? 0) * 100);
        const accessibility = Math.round((lhr.categories.accessibility.score ?? 0) * 100);
        rows.push({
          page,
          locale,
          performance,
          accessibility,
          'LCP ms': Math.round(audit(lhr, 'largest-contentful-paint')),
          'TBT ms': Math.round(audit(lhr, 'total-blocking-time')),
          CLS: Number(audit(lhr, 'cumulative-layout-shift').toFixed(3)),
          'FCP ms': Math.round(audit(lhr, 'first-contentful-paint')),
        });
        // what to fix: every failing accessibility audit, and the performance opportunities
        const failing = Object.values(lhr.audits).filter(
          (a) => a.score !== null && a.score < 1 && lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id),
        );
        for (const a of failing) failures.push({ page, locale, audit: a.id, title: a.title });
        if (performance < 95 || accessibility < 100) {
          const opportunities = Object.values(lhr.audits)
            .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) > 0)
            .map((a) => `${a.id} (${Math.round(a.details.overallSavingsMs)} ms)`);
          if (opportunities.length) console.log(`${locale} ${page} opportunities: ${opportunities.join(', ')}`);
        }
      }
    } finally {
      chrome.kill();
    }
  }
} finally {
  await server.stop();
}

if (failures.length) {
  console.log('failing accessibility audits:');
  console.table(failures);
}
report('lighthouse', rows, {
  targets: { performance: '>= 95', accessibility: 100 },
  settings: 'Lighthouse default (mobile emulation, simulated throttling), headless Debian chromium',
  failures,
});

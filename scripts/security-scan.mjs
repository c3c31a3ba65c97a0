#!/usr/bin/env node
// npm run security:scan (issue 16 §5; not part of npm test): builds what is stale, starts the app
// on its own port and data directory with the demo accounts, signs in as each role, and runs
// sqlmap on every REST operation (/api/openapi.json) and every GraphQL root field taking text,
// each as the first role it lets in, then wapiti crawling the site as each role. Reports go to
// reports/security-scan/ (git-ignored); summary.json counts findings by severity. Exits 1 when a
// finding is medium or higher. About 10 minutes on a 2-core machine; SCAN_PORT (3361),
// SCAN_WAPITI_SECONDS (60 per role) and SCAN_SQLMAP_SECONDS (60 per request) bound it.
import fs from 'node:fs';
import path from 'node:path';
import { startServer } from '../bench/lib.mjs';
import { buildStale, root } from './build-if-stale.mjs';
import { sqlmap, wapiti } from './security-scan/scanners.mjs';
import { graphqlTargets, restTargets } from './security-scan/targets.mjs';

const PORT = Number(process.env.SCAN_PORT ?? 3361);
const WAPITI_SECONDS = Number(process.env.SCAN_WAPITI_SECONDS ?? 60);
const SQLMAP_MS = Number(process.env.SCAN_SQLMAP_SECONDS ?? 60) * 1000;
const PARALLEL = 2;
const PASSWORD = 'DemoPass123'; // the demo accounts' published password (demo mode only)
/** Tried in this order for each request: the first one it does not refuse scans it. */
const ROLES = ['admin', 'staff', 'editor', 'dealer', 'charity', 'donor'];
/** Requests that would end the scan's own sessions. */
const SESSION_ENDINGS = /\/auth\/(logout|sign-out|sessions)|signOut|logout/i;

const reports = path.join(root, 'reports', 'security-scan');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(path.join(reports, 'sqlmap'), { recursive: true });
fs.mkdirSync(path.join(reports, 'wapiti'), { recursive: true });

buildStale();
const dataDir = path.join(root, '.test-data', 'security-scan');
fs.rmSync(dataDir, { recursive: true, force: true });
const limitsLifted = Object.fromEntries(
  [
    'DONOR_LOOKUPS_PER_MINUTE',
    'FORM_SUBMISSIONS_PER_MINUTE',
    'CHAT_MAX_PER_SESSION_PER_MINUTE',
    'CHAT_MAX_PER_CLIENT_PER_MINUTE',
    'LOGIN_MAX_FAILURES_PER_USERNAME',
    'LOGIN_MAX_FAILURES_PER_CLIENT',
  ].map((name) => [name, '1000000']), // a 429 would hide what is behind it from the scanners
);
const server = await startServer({ port: PORT, dataDir, env: { DEMO: '1', NODE_ENV: 'development', ...limitsLifted } });
const started = Date.now();
try {
  const cookieOf = async (username) => {
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: PASSWORD }),
    });
    if (!response.ok) throw new Error(`sign-in of ${username}: ${response.status}`);
    return response.headers.getSetCookie()[0].split(';')[0];
  };

  const openapi = await (await fetch(`${server.url}/api/openapi.json`)).json();
  const targets = [...restTargets(openapi, server.url), ...(await graphqlTargets(server.url))].filter(
    (target) => !SESSION_ENDINGS.test(target.name),
  );
  console.log(`sqlmap: ${targets.length} requests`);

  /** The first role whose fresh session the request does not refuse (401/403), else anonymous. */
  const roleFor = async (target) => {
    for (const role of ROLES) {
      const cookie = await cookieOf(role);
      const response = await fetch(target.url.replaceAll('*', ''), {
        method: target.method,
        headers: { cookie, 'content-type': 'application/json', accept: 'application/json' },
        body: target.body?.replaceAll('*', ''),
      });
      const text = await response.text();
      const refused = [401, 403].includes(response.status) || /"code":"(UNAUTHENTICATED|FORBIDDEN)"/.test(text);
      if (!refused) return { role, cookie };
    }
    return { role: 'anonymous', cookie: undefined };
  };

  const sqlmapResults = [];
  const queue = [...targets];
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let target = queue.shift(); target; target = queue.shift()) {
        const { role, cookie } = await roleFor(target);
        const result = await sqlmap(target, cookie, path.join(reports, 'sqlmap'), SQLMAP_MS);
        sqlmapResults.push({ ...result, role });
        console.log(
          `sqlmap ${result.injectable ? 'INJECTABLE' : 'ok'}${result.timedOut ? ' (timed out)' : ''}: ${target.name} as ${role}`,
        );
      }
    }),
  );

  const starts = Object.entries(openapi.paths)
    .filter(([p, item]) => item.get && !p.includes('{'))
    .map(([p, item]) => {
      const url = new URL(server.url + p);
      for (const parameter of item.get.parameters ?? [])
        if (parameter.in === 'query') url.searchParams.set(parameter.name, 'scan');
      return url.toString();
    });
  const wapitiResults = [];
  for (const role of ['anonymous', ...ROLES]) {
    const cookie = role === 'anonymous' ? undefined : await cookieOf(role);
    const result = await wapiti({
      baseUrl: server.url,
      cookie,
      starts,
      reportFile: path.join(reports, 'wapiti', `${role}.json`),
      logFile: path.join(reports, 'wapiti', `${role}.log`),
      seconds: WAPITI_SECONDS,
    });
    wapitiResults.push({ role, ...result });
    console.log(`wapiti as ${role}: ${result.findings.length} findings${result.failed ? ' (no report)' : ''}`);
  }

  const counts = { critical: 0, high: 0, medium: 0, low: 0, info: 0 };
  for (const result of sqlmapResults) if (result.injectable) counts.high++;
  const wapitiFindings = new Map(); // the same finding seen as several roles counts once
  for (const { role, findings } of wapitiResults) {
    for (const finding of findings) {
      const key = JSON.stringify([finding.category, finding.method, finding.path, finding.parameter, finding.info]);
      const seen = wapitiFindings.get(key) ?? { ...finding, roles: [] };
      seen.roles.push(role);
      wapitiFindings.set(key, seen);
    }
  }
  for (const finding of wapitiFindings.values()) counts[finding.severity]++;
  const summary = {
    date: new Date().toISOString(),
    minutes: Number(((Date.now() - started) / 60_000).toFixed(1)),
    counts,
    sqlmap: {
      requests: sqlmapResults.length,
      injectable: sqlmapResults.filter((r) => r.injectable).map((r) => `${r.name} as ${r.role}`),
      timedOut: sqlmapResults.filter((r) => r.timedOut).map((r) => r.name),
      byRole: Object.fromEntries(
        ROLES.concat('anonymous').map((role) => [role, sqlmapResults.filter((r) => r.role === role).length]),
      ),
    },
    wapiti: {
      runs: wapitiResults.map(({ role, findings, timedOut, failed }) => ({ role, findings: findings.length, timedOut, failed })),
      findings: [...wapitiFindings.values()],
    },
  };
  fs.writeFileSync(path.join(reports, 'summary.json'), JSON.stringify(summary, null, 2));
  console.log(JSON.stringify({ date: summary.date, minutes: summary.minutes, counts }, null, 2));
  process.exitCode = counts.critical + counts.high + counts.medium > 0 ? 1 : 0;
} finally {
  await server.stop();
}

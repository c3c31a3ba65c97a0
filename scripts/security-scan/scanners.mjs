// Runs sqlmap and wapiti as child processes, bounded, and reads their findings.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Runs a command, its output to `logFile`; resolves with its text once it exits or after `timeoutMs` (then killed). */
export function run(command, args, logFile, timeoutMs) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      fs.writeFileSync(logFile, text);
      resolve({ code, timedOut: signal === 'SIGKILL', text });
    });
  });
}

/**
 * sqlmap on one request, bounded: level 1, risk 1, boolean, error, union and stacked techniques
 * plus time-based with 2-second delays, `--smart` (deep tests only where a heuristic reacts),
 * 10-second request timeout; at most `timeoutMs` in all.
 */
export async function sqlmap(target, cookie, outputDir, timeoutMs) {
  const args = [
    '-u',
    target.url,
    '--method',
    target.method,
    '--batch',
    '--level=1',
    '--risk=1',
    '--smart',
    '--technique=BEUST',
    '--time-sec=2',
    '--timeout=10',
    '--retries=0',
    '--disable-coloring',
    '--flush-session',
    '--skip-waf',
    `--output-dir=${outputDir}`,
    '-H',
    'Accept: application/json',
  ];
  if (cookie) args.push('--cookie', cookie);
  if (target.body !== undefined) args.push('--data', target.body, '-H', 'Content-Type: application/json');
  const logFile = path.join(outputDir, `${target.name.replace(/[^A-Za-z0-9]+/g, '_')}.log`);
  const result = await run('/usr/bin/sqlmap', args, logFile, timeoutMs);
  const injectable = /identified the following injection point|is vulnerable/.test(result.text);
  return { ...target, injectable, timedOut: result.timedOut, log: path.basename(logFile) };
}

/** wapiti's severities by its level numbers (wapitiCore/language/vulnerability.py). */
const LEVELS = { 0: 'info', 1: 'low', 2: 'medium', 3: 'high', 4: 'critical' };

/**
 * wapiti crawling the site from `starts` as the cookie's role, bounded in time, JSON report to
 * `reportFile`; resolves with its findings, each with a severity.
 */
export async function wapiti({ baseUrl, cookie, starts, reportFile, logFile, seconds }) {
  const args = [
    '-u',
    `${baseUrl}/`,
    '--scope',
    'folder',
    '-m',
    'cookieflags,crlf,csp,exec,file,http_headers,permanentxss,redirect,sql,xss,methods',
    '-d',
    '3',
    '--max-links-per-page',
    '50',
    '--max-scan-time',
    String(seconds),
    '--max-attack-time',
    String(Math.ceil(seconds / 6)),
    '-t',
    '10',
    '--flush-session',
    '-f',
    'json',
    '-o',
    reportFile,
  ];
  for (const start of starts) args.push('-s', start);
  if (cookie) args.push('-H', `Cookie: ${cookie}`);
  const result = await run('/usr/bin/wapiti', args, logFile, (seconds + 60) * 1000);
  if (!fs.existsSync(reportFile)) return { findings: [], timedOut: result.timedOut, failed: true };
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  const findings = [];
  for (const section of ['vulnerabilities', 'anomalies', 'additionals']) {
    for (const [category, entries] of Object.entries(report[section] ?? {})) {
      for (const entry of entries) {
        findings.push({
          category,
          severity: LEVELS[entry.level] ?? 'info',
          method: entry.method,
          path: entry.path,
          info: entry.info,
          parameter: entry.parameter,
        });
      }
    }
  }
  return { findings, timedOut: result.timedOut, failed: false };
}

// The real load balancer for the benchmarks: Debian's haproxy (`apt-get install -y haproxy`), with
// the settings of deploy/haproxy.cfg (round robin, /healthz checks, WebSockets, no stickiness),
// listening on loopback ports in front of api processes given by address.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** haproxy's version line, or null when the binary is missing. */
export function haproxyVersion() {
  const result = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.split('\n')[0] : null;
}

/**
 * Starts haproxy with one frontend per entry of `frontends` ({ name, port, servers: [{ name, url }] })
 * and a stats page on `statsPort`; resolves once every server of every frontend is up.
 */
export async function startHaproxy({ dir, frontends, statsPort }) {
  const config = [
    'global',
    // two descriptors a connection: 8,000 fit this shell's 20,000 (compose's image gets 20,000)
    '  maxconn 8000',
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  option redispatch',
    '  retries 2',
    '  timeout connect 5s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-keep-alive 10s',
    '  timeout tunnel 1h',
    ...frontends.flatMap(({ name, port, servers }) => [
      `frontend ${name}`,
      `  bind 127.0.0.1:${port}`,
      '  http-request del-header X-Forwarded-For',
      `  default_backend ${name}`,
      `backend ${name}`,
      '  balance roundrobin',
      '  option httpchk',
      '  http-check send meth GET uri /healthz',
      '  http-check expect status 200',
      '  default-server check inter 1s fall 2 rise 1',
      ...servers.map((s) => `  server ${s.name} ${new URL(s.url).host}`),
    ]),
    'frontend stats',
    `  bind 127.0.0.1:${statsPort}`,
    '  stats enable',
    '  stats uri /stats',
  ].join('\n');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, `${config}\n`);
  const child = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  let exited = null;
  child.once('exit', (code, signal) => (exited = signal ?? code));
  const stats = async () => {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
    const [header, ...lines] = csv.replace(/^# /, '').trim().split('\n');
    const columns = header.split(',');
    return lines.map((line) => Object.fromEntries(line.split(',').map((v, i) => [columns[i], v])));
  };
  const expected = frontends.reduce((n, f) => n + f.servers.length, 0);
  for (;;) {
    if (exited !== null) throw new Error(`haproxy exited with ${exited} (its config: ${file})`);
    try {
      if ((await stats()).filter((row) => row.svname !== 'BACKEND' && row.status === 'UP').length === expected) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    pid: child.pid,
    /** Per server of `backend`: requests sent so far (stot) and connections open now (scur). */
    async servers(backend) {
      return Object.fromEntries(
        (await stats())
          .filter((row) => row.pxname === backend && !['BACKEND', 'FRONTEND'].includes(row.svname))
          .map((row) => [row.svname, { total: Number(row.stot), current: Number(row.scur) }]),
      );
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

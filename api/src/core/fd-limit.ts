import fs from 'node:fs';

/** Open files wanted: 10,000 sockets (issue 15) plus the database pool, LISTEN, files and listeners. */
export const WANTED_OPEN_FILES = 10_240;

/** This process's open-files limit, soft and hard, where the platform tells it (Linux: /proc/self/limits). */
export function openFilesLimit(limits = readProcLimits()): { soft: number; hard: number } | undefined {
  const match = limits && /^Max open files\s+(\S+)\s+(\S+)/m.exec(limits);
  if (!match) return undefined;
  const value = (text: string) => (text === 'unlimited' ? Infinity : Number(text));
  return { soft: value(match[1]), hard: value(match[2]) };
}

function readProcLimits(): string | undefined {
  try {
    return fs.readFileSync('/proc/self/limits', 'utf8');
  } catch {
    return undefined; // not Linux
  }
}

/**
 * Says how many files (each socket is one) this process may open, and warns when it is fewer than
 * 10,000 sockets need. Node itself raises the soft limit to the hard one as it starts (POSIX), so
 * a low limit here is the hard one, which only the system can raise.
 */
export function logOpenFilesLimit(log: (message: string) => void, limit = openFilesLimit()): void {
  if (!limit) {
    log('Open files limit: unknown on this platform (each socket is one; 10,000 sockets need about 10,240)');
    return;
  }
  log(`Open files limit: soft ${limit.soft}, hard ${limit.hard}`);
  if (limit.soft >= WANTED_OPEN_FILES) return;
  log(
    `Warning: fewer than ${WANTED_OPEN_FILES} open files allowed, so fewer than 10,000 sockets can connect; ` +
      'raise the hard limit in the system (limits.conf, systemd LimitNOFILE, docker --ulimit nofile=65536:65536)',
  );
}

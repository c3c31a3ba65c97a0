// Node cannot call setrlimit: a process that will hold thousands of sockets (the api, the
// fan-out benchmark's clients) is started through a POSIX shell that first raises its soft limit
// of open files to the hard limit, which needs no privilege. Where there is no /bin/sh (Windows)
// the command runs as it is, and the api logs its limit and warns when it is low.
import fs from 'node:fs';

/** [command, args] running `command args` with the soft open-files limit raised to the hard limit. */
export function withRaisedFdLimit(command, args) {
  if (process.platform === 'win32' || !fs.existsSync('/bin/sh')) return [command, args];
  // "$@" keeps every argument as it is; a failed ulimit leaves the limit as it was. An "unlimited"
  // hard limit (macOS) is not a value the soft limit can take: ask for 65,536 there.
  const script = 'h=$(ulimit -Hn); [ "$h" = unlimited ] && h=65536; ulimit -n "$h" 2>/dev/null || true; exec "$@"';
  return ['/bin/sh', ['-c', script, 'sh', command, ...args]];
}

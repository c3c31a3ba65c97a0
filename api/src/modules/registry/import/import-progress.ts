import { SingleBar } from 'cli-progress';
import type { ImportProgress } from './registry-import';
import type { ImportSummary } from './import.types';

/**
 * The terminal's view of an import: a progress bar over the file's bytes on a TTY; otherwise
 * (a log, CI) one line per tenth of the file.
 */
export function progressReporter(stream: NodeJS.WriteStream = process.stdout): {
  update(progress: ImportProgress): void;
  stop(): void;
} {
  if (stream.isTTY) {
    const bar = new SingleBar({
      format: '{phase} [{bar}] {percentage}% | {rows} rows',
      hideCursor: true,
      stream,
    });
    let started = false;
    return {
      update(progress) {
        const payload = { phase: progress.phase === 'reading' ? 'Reading' : 'Saving ', rows: progress.rows.toLocaleString('en') };
        if (!started) bar.start(Math.max(progress.totalBytes, 1), 0, payload);
        started = true;
        bar.update(progress.bytes, payload);
      },
      stop: () => started && bar.stop(),
    };
  }
  let lastTenth = -1;
  return {
    update(progress) {
      if (progress.phase === 'saving') {
        stream.write(`saving ${progress.rows.toLocaleString('en')} rows…\n`);
        return;
      }
      const tenth = Math.floor((progress.bytes / Math.max(progress.totalBytes, 1)) * 10);
      if (tenth === lastTenth) return;
      lastTenth = tenth;
      stream.write(`reading: ${tenth * 10}% (${progress.rows.toLocaleString('en')} rows)\n`);
    },
    stop: () => undefined,
  };
}

export function formatSummary(summary: ImportSummary): string {
  const n = (value: number) => value.toLocaleString('en');
  const rate = summary.ms > 0 ? Math.round((summary.rows / summary.ms) * 1000) : summary.rows;
  return [
    `Imported ${summary.file} (${summary.source}): ${n(summary.rows)} rows in ${(summary.ms / 1000).toFixed(1)} s (${n(rate)} rows/s)`,
    `  added ${n(summary.added)}, changed ${n(summary.changed)}, unchanged ${n(summary.unchanged)}, refused ${n(summary.refused)}` +
      (summary.source === 'irs-pub78' ? `, delisted ${n(summary.delisted)}` : ''),
  ].join('\n');
}

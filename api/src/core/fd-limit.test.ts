import { logOpenFilesLimit, openFilesLimit } from './fd-limit';

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max processes             94000                94000                processes
Max open files            1024                 524288               files
`;

describe('open files limit', () => {
  it('reads the soft and hard limits from /proc/self/limits', () => {
    expect(openFilesLimit(LIMITS)).toEqual({ soft: 1024, hard: 524288 });
    expect(openFilesLimit(LIMITS.replace('524288', 'unlimited'))).toEqual({ soft: 1024, hard: Infinity });
    expect(openFilesLimit('no such line')).toBeUndefined();
  });

  it('logs the limits and warns, saying how to raise them, when 10,000 sockets would not fit', () => {
    const lines: string[] = [];
    logOpenFilesLimit((line) => lines.push(line), { soft: 4096, hard: 4096 });
    expect(lines).toEqual(['Open files limit: soft 4096, hard 4096', expect.stringMatching(/^Warning: .*raise the hard limit/)]);
    lines.length = 0;
    logOpenFilesLimit((line) => lines.push(line), { soft: 20000, hard: 20000 });
    expect(lines).toEqual(['Open files limit: soft 20000, hard 20000']);
  });
});

import type { StageValue } from './import.types';

const SPECIAL = /[\\\t\n\r]/;

/** One value in PostgreSQL's COPY text format: \N is NULL; backslash, tab and line breaks escaped. */
export function copyValue(value: StageValue): string {
  if (value === null) return '\\N';
  if (typeof value !== 'string') return String(value);
  if (!SPECIAL.test(value)) return value;
  return value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

/** A staging row: the file's line number, then the parsed values, tab-separated. */
export function copyLine(line: number, values: readonly StageValue[]): string {
  let out = String(line);
  for (const value of values) out += `\t${copyValue(value)}`;
  return `${out}\n`;
}

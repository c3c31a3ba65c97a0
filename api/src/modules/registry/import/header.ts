import { RegistryImportError } from './import.types';
import type { SourceSpec } from './source.types';

/** Header names compare without case, spaces or punctuation ("BN/Registration Number" = "bn registration number"). */
export function normalizeHeader(name: string): string {
  return name
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * Where each expected column is in this file: the header must hold every expected column once
 * and nothing else (any order). A file without a header line has them in the published order.
 */
export function columnPositions(spec: SourceSpec, header: readonly string[] | null): Map<string, number> {
  if (header === null) return new Map(spec.columns.map((column, index) => [column.key, index]));
  const byName = new Map<string, string>();
  for (const column of spec.columns) for (const name of column.names) byName.set(normalizeHeader(name), column.key);
  const positions = new Map<string, number>();
  const unknown: string[] = [];
  header.forEach((name, index) => {
    const key = byName.get(normalizeHeader(name));
    if (key === undefined || positions.has(key)) unknown.push(`"${name}"`);
    else positions.set(key, index);
  });
  const missing = spec.columns.filter((column) => !positions.has(column.key)).map((column) => `"${column.names[0]}"`);
  if (missing.length > 0 || unknown.length > 0) {
    const expected = `expected: ${spec.columns.map((c) => c.names[0]).join(', ')}`;
    // Mostly unrecognised: most likely another kind of file; name the expected header only.
    const problems =
      positions.size < spec.columns.length / 2
        ? [expected]
        : [
            missing.length > 0 ? `missing column(s) ${missing.join(', ')}` : '',
            unknown.length > 0 ? `unexpected column(s) ${unknown.join(', ')}` : '',
          ].filter(Boolean);
    throw new RegistryImportError(1, `the header does not match the ${spec.title}: ${problems.join('; ')}`);
  }
  return positions;
}

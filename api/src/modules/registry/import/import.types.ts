/** The published files the registry is imported from (docs/registry.md). */
export const REGISTRY_SOURCES = ['cra-list', 'cra-t3010', 'irs-bmf', 'irs-pub78'] as const;
export type RegistrySource = (typeof REGISTRY_SOURCES)[number];

export function isRegistrySource(value: string): value is RegistrySource {
  return (REGISTRY_SOURCES as readonly string[]).includes(value);
}

/** What one import did. A refused file throws RegistryImportError instead: nothing is written then. */
export interface ImportSummary {
  source: RegistrySource;
  file: string;
  /** Data rows read (header excluded). */
  rows: number;
  added: number;
  changed: number;
  unchanged: number;
  /** Always 0 on success: a single bad row refuses the whole file. */
  refused: number;
  /** Publication 78 only (a full list): earlier rows absent from this file, now unflagged. */
  delisted: number;
  ms: number;
}

/** A refused file: `line` is the file's line number (1 = the first line), 0 for the file as a whole. */
export class RegistryImportError extends Error {
  constructor(
    readonly line: number,
    readonly problem: string,
  ) {
    super(line > 0 ? `line ${line}: ${problem}` : problem);
    this.name = 'RegistryImportError';
  }
}

/** A row's field is malformed; the importer adds the line number. */
export class RowError extends Error {}

/** A value as written to the staging table: null is SQL NULL. */
export type StageValue = string | number | boolean | null;

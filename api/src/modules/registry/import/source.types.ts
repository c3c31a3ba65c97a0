import type { RegistrySource, StageValue } from './import.types';

/** One expected column: the key the parser reads it by, and the header names accepted for it. */
export interface ColumnSpec<K extends string = string> {
  key: K;
  /** The published header name first, then accepted variants (compared ignoring case, spaces and punctuation). */
  names: readonly string[];
}

/** Reads a row's field by its column key (header files: wherever the header put it). */
export type FieldReader<K extends string> = (key: K) => string;

/** How one published file is read, staged and applied (one per source; see sources.ts). */
export interface SourceSpec<K extends string = string> {
  source: RegistrySource;
  /** For messages: "IRS EO Business Master File (CSV)". */
  title: string;
  delimiter: string;
  /** Whether fields may be quoted ("a, b"); Publication 78 is unquoted. */
  quoted: boolean;
  /** The columns, in the published order; `header` false: positional, no header line. */
  columns: readonly ColumnSpec<K>[];
  header: boolean;
  /** Staging table columns after `line int`: "name type" each, in the order parse returns values. */
  stage: readonly string[];
  /** Staging columns that identify a row (a repeat in one file is refused). */
  key: readonly string[];
  parse(field: FieldReader<K>): StageValue[];
  /** One statement from registry_stage into the registry: answers one row (added, changed, delisted). */
  apply: string;
}

/** The staging columns of a registry_charities row that the CRA list and the IRS BMF both fill. */
export const CHARITY_STAGE_COLUMNS = [
  'number text',
  'name text',
  'status text',
  'registered boolean',
  'status_date date',
  'designation text',
  'category text',
  'street text',
  'city text',
  'region text',
  'postal_code text',
] as const;

import { notifyStatement } from '../../../core/events/pg-event-target';
import { REGISTRY_CHANGED } from '../registry.events';
import { CsvError, parse } from 'csv-parse';
import fs from 'node:fs';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ClientBase } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { RegistryImportError, type ImportSummary, type RegistrySource } from './import.types';
import { SOURCES } from './sources';
import type { SourceSpec } from './source.types';
import { StageEncoder } from './stage-encoder';

export interface ImportProgress {
  phase: 'reading' | 'saving';
  bytes: number;
  totalBytes: number;
  rows: number;
}

export interface ImportOptions {
  onProgress?: (progress: ImportProgress) => void;
}

interface Applied {
  added: number;
  changed: number;
  delisted: number;
}

/**
 * Imports one published registry file, all or nothing, in one transaction on `client`: the file
 * is streamed through csv-parse and the row checks into a temporary table with COPY, then one
 * set-based statement applies it to the registry. A malformed file (header, any row, a repeated
 * number) throws RegistryImportError naming the line, and the transaction is rolled back.
 */
export async function importRegistryFile(
  client: ClientBase,
  source: RegistrySource,
  file: string,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const spec = SOURCES[source];
  const started = Date.now();
  const totalBytes = await fileSize(file);
  await client.query('begin');
  try {
    await client.query(`create temp table registry_stage (line integer not null, ${spec.stage.join(', ')}) on commit drop`);
    const rows = await stageFile(client, spec, file, totalBytes, options);
    if (rows === 0) throw new RegistryImportError(0, `the file has no data rows (is it a ${spec.title} file?)`);
    options.onProgress?.({ phase: 'saving', bytes: totalBytes, totalBytes, rows });
    const applied = await applyStage(client, spec);
    // every api process forgets the registry lookups it keeps, once this commits
    await client.query(notifyStatement(REGISTRY_CHANGED, { source }));
    await client.query('commit');
    return {
      source,
      file,
      rows,
      added: applied.added,
      changed: applied.changed,
      unchanged: rows - applied.added - applied.changed,
      refused: 0,
      delisted: applied.delisted,
      ms: Date.now() - started,
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

async function fileSize(file: string): Promise<number> {
  try {
    const stat = await fs.promises.stat(file);
    if (!stat.isFile()) throw new RegistryImportError(0, `${file} is not a file`);
    return stat.size;
  } catch (error) {
    if (error instanceof RegistryImportError) throw error;
    throw new RegistryImportError(0, `cannot read ${file}: ${(error as Error).message}`);
  }
}

async function stageFile(
  client: ClientBase,
  spec: SourceSpec,
  file: string,
  totalBytes: number,
  options: ImportOptions,
): Promise<number> {
  let bytes = 0;
  const counter = new PassThrough();
  counter.on('data', (chunk: Buffer) => (bytes += chunk.length));
  const encoder = new StageEncoder(spec, (rows) => options.onProgress?.({ phase: 'reading', bytes, totalBytes, rows }));
  const parser = parse({
    delimiter: spec.delimiter,
    quote: spec.quoted ? '"' : false,
    relax_column_count: true,
    skip_empty_lines: true,
    bom: true,
    info: true,
  });
  const columns = ['line', ...spec.stage.map((column) => column.split(' ')[0])].join(', ');
  const copy = client.query(copyFrom(`copy registry_stage (${columns}) from stdin`));
  try {
    await pipeline(fs.createReadStream(file), counter, parser, encoder, copy);
  } catch (error) {
    if (error instanceof CsvError) {
      const line = typeof error.lines === 'number' ? error.lines : 0;
      throw new RegistryImportError(line, `malformed ${spec.delimiter === '|' ? 'line' : 'CSV'}: ${error.message}`);
    }
    throw error;
  }
  return encoder.rows;
}

/** The source's upsert; a number repeated in the file makes PostgreSQL refuse it (21000): name both lines. */
async function applyStage(client: ClientBase, spec: SourceSpec): Promise<Applied> {
  await client.query('savepoint apply');
  try {
    const result = await client.query<Applied>(spec.apply);
    return result.rows[0];
  } catch (error) {
    if ((error as { code?: string }).code !== '21000') throw error;
    await client.query('rollback to savepoint apply');
    const key = spec.key.join(', ');
    const repeat = await client.query<{ line: number; first: number }>(
      `select line, first from (select line, min(line) over (partition by ${key}) as first from registry_stage) s
        where line <> first order by line limit 1`,
    );
    const { line, first } = repeat.rows[0];
    throw new RegistryImportError(line, `repeats the ${spec.key.join(' and ').replace(/_/g, ' ')} of line ${first}`);
  }
}

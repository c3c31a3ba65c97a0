import { Transform, type TransformCallback } from 'node:stream';
import { copyLine } from './copy-text';
import { columnPositions } from './header';
import { RegistryImportError, RowError } from './import.types';
import type { SourceSpec } from './source.types';

/** What csv-parse emits with `info: true`. */
export interface ParsedRecord {
  record: string[];
  info: { lines: number };
}

const CHUNK_CHARS = 64 * 1024;

/**
 * csv-parse records in, COPY text out: checks the header and every row (the first bad one stops
 * the stream with RegistryImportError naming its line), batches lines into ~64 KB chunks.
 */
export class StageEncoder extends Transform {
  rows = 0;
  private positions: Map<string, number> | null = null;
  private buffer = '';

  constructor(
    private readonly spec: SourceSpec,
    private readonly onRows: (rows: number) => void = () => undefined,
  ) {
    super({ writableObjectMode: true, readableObjectMode: false, writableHighWaterMark: 256 });
    if (!spec.header) this.positions = columnPositions(spec, null);
  }

  override _transform(parsed: ParsedRecord, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      this.encode(parsed);
    } catch (error) {
      done(error as Error);
      return;
    }
    if (this.buffer.length >= CHUNK_CHARS) {
      this.push(this.buffer);
      this.buffer = '';
    }
    done();
  }

  override _flush(done: TransformCallback): void {
    if (this.buffer) this.push(this.buffer);
    this.buffer = '';
    done();
  }

  private encode({ record, info }: ParsedRecord): void {
    if (this.positions === null) {
      this.positions = columnPositions(this.spec, record);
      return;
    }
    const line = info.lines;
    const expected = this.spec.columns.length;
    if (record.length !== expected) {
      throw new RegistryImportError(line, `expected ${expected} columns, found ${record.length}`);
    }
    const positions = this.positions;
    try {
      const values = this.spec.parse((key) => record[positions.get(key)!]);
      this.buffer += copyLine(line, values);
    } catch (error) {
      if (error instanceof RowError) throw new RegistryImportError(line, error.message);
      throw error;
    }
    this.rows++;
    if (this.rows % 10_000 === 0) this.onRows(this.rows);
  }
}

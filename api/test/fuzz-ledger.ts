import type { RunningServer } from '../src/app/server';
import { sql } from './harness';

/**
 * Tables the product writes whatever a request's outcome, as bookkeeping rather than the route's
 * data: the session of the signed-in client, the rate-limit counts (written behind, ADR 9) and
 * the migrations' own list. A refused request may touch these; any other row it leaves is a half-write.
 */
export const BOOKKEEPING_TABLES = ['http_sessions', 'rate_limits', 'mikro_orm_migrations'];

const JOURNAL = 'fuzz_write_journal';

/** One committed write the journal saw: its table and operation. */
export interface JournalEntry {
  table: string;
  op: string;
}

/**
 * Which rows a request wrote, and whether the data changed at all, on this test's own copy of the
 * database (nothing here is a migration: the journal and its triggers exist only in the copy).
 *
 * - `journal`: a row-level trigger on every table but the bookkeeping ones appends the table and
 *   operation to a journal table in the writing transaction, so a rolled-back write leaves nothing
 *   and a committed one is seen whatever it changed back. Read after each request: O(1).
 * - `fingerprint`: row counts per table plus an md5 of every row of each table, compared around a
 *   batch of refused requests, so a write the journal could not see (a truncate, a new table) shows too.
 */
export class WriteLedger {
  private seen = 0;

  private constructor(
    private readonly server: RunningServer,
    readonly tables: string[],
  ) {}

  static async install(server: RunningServer): Promise<WriteLedger> {
    const rows = await sql<{ name: string }>(
      server,
      `select tablename as name from pg_tables where schemaname = current_schema() order by tablename`,
    );
    const tables = rows.map((row) => row.name).filter((name) => !BOOKKEEPING_TABLES.includes(name));
    await sql(server, `create table ${JOURNAL} (id bigserial primary key, table_name text not null, op text not null)`);
    await sql(
      server,
      `create function ${JOURNAL}_note() returns trigger language plpgsql as $$
       begin insert into ${JOURNAL} (table_name, op) values (tg_table_name, tg_op); return null; end $$`,
    );
    for (const table of tables) {
      await sql(
        server,
        `create trigger ${JOURNAL}_t after insert or update or delete on "${table}" for each row execute function ${JOURNAL}_note()`,
      );
    }
    const ledger = new WriteLedger(server, tables);
    await ledger.writesSinceLastLook();
    return ledger;
  }

  /** The committed writes since the last call (each table and operation once). */
  async writesSinceLastLook(): Promise<JournalEntry[]> {
    const rows = await sql<{ last: string; table_name: string; op: string }>(
      this.server,
      `select table_name, op, max(id) as last from ${JOURNAL} where id > ? group by table_name, op`,
      [this.seen],
    );
    for (const row of rows) this.seen = Math.max(this.seen, Number(row.last));
    return rows.map((row) => ({ table: row.table_name, op: row.op }));
  }

  /** Per table: its row count and an md5 of its rows in a fixed order. */
  async fingerprint(except: ReadonlySet<string> = new Set()): Promise<Record<string, string>> {
    const tables = this.tables.filter((table) => !except.has(table));
    const parts = tables.map(
      (table) =>
        `select '${table}' as name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as print from "${table}" t`,
    );
    const rows = await sql<{ name: string; print: string }>(this.server, parts.join(' union all '));
    return Object.fromEntries(rows.map((row) => [row.name, row.print]));
  }
}

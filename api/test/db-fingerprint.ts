import type { RunningServer } from '../src/app/server';
import { sql } from './harness';

/**
 * What a fingerprint leaves out, and why: counts and times written behind or by timers, which
 * change without any request of the test (ADR 7, ADR 9, issue 14 §3).
 */
const SKIPPED_TABLES: Record<string, string> = {
  rate_limits: 'attempt counts, written behind (ADR 9)',
};
/** Tables of which only the row count is compared. */
const COUNTED_ONLY: Record<string, string> = {
  http_sessions: 'sessions slide their expiry as they are used; a refused request creates none',
};
const SKIPPED_COLUMNS: Record<string, string[]> = {
  api_keys: ['last_used_at'], // written behind, once a minute
  posts: ['view_count'], // written behind (blog reads)
  donor_portal_access: ['access_count', 'last_accessed_at'], // tracking views, written behind (ADR 7)
};

/** Per table: its row count and an order-independent hash of its rows. */
export type Fingerprint = Record<string, string>;

/**
 * A cheap fingerprint of every table of the database: one statement summing a hash of each row
 * (so any insert, update or delete shows), less what is written behind.
 */
export async function fingerprinter(server: RunningServer): Promise<() => Promise<Fingerprint>> {
  const tables = await sql<{ name: string }>(
    server,
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const parts = tables.map(({ name }) => {
    if (name in COUNTED_ONLY) return `select '${name}' as t, count(*)::text as f from ${name}`;
    const row = ['to_jsonb(x)', ...(SKIPPED_COLUMNS[name] ?? []).map((column) => `'${column}'`)].join(' - ');
    return `select '${name}' as t, count(*) || ':' || coalesce(sum(hashtext((${row})::text)::bigint), 0) as f from ${name} x`;
  });
  const query = parts.filter((_, i) => !(tables[i]!.name in SKIPPED_TABLES)).join('\nunion all\n');
  return async () => {
    const rows = await sql<{ t: string; f: string }>(server, query);
    return Object.fromEntries(rows.map((row) => [row.t, row.f]));
  };
}

/** The tables whose fingerprint differs, with both values. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys({ ...before, ...after })
    .filter((table) => before[table] !== after[table])
    .map((table) => `${table}: ${before[table]} → ${after[table]}`);
}

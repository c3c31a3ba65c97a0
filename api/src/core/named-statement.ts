import type { MikroORM } from '@mikro-orm/postgresql';
import type { QueryResultRow } from 'pg';

/** A statement PostgreSQL prepares once per connection and then only binds and runs. */
export interface NamedStatement {
  /** Unique per statement text. */
  name: string;
  /** With $1, $2… placeholders. */
  text: string;
  values: unknown[];
}

/** What a pooled pg connection offers (knex hands out pg clients). */
interface PgConnection {
  query<R extends QueryResultRow>(statement: NamedStatement): Promise<{ rows: R[] }>;
}

/**
 * Runs a hot path's statement on a connection of the ORM's pool, as node-postgres does it: the
 * values travel as parameters, the plan is made once per connection (a named statement), and
 * nothing formats the query for a log (MikroORM's `execute` writes every value into a logged copy
 * of the text, which for a batch of JSON costs more than the statement). One statement, in
 * autocommit: its own transaction, with the server's durability.
 */
export async function runNamed<R extends QueryResultRow>(orm: MikroORM, statement: NamedStatement): Promise<R[]> {
  const pool = orm.em.getConnection().getKnex().client as {
    acquireConnection(): Promise<PgConnection>;
    releaseConnection(c: PgConnection): unknown;
  };
  const connection = await pool.acquireConnection();
  try {
    return (await connection.query<R>(statement)).rows;
  } finally {
    pool.releaseConnection(connection);
  }
}

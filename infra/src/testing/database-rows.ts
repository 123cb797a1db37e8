import pg from 'pg';
import { sql } from './sql';

/**
 * Counts rows of `table` whose `column` equals `value`, straight from PostgreSQL: tests that
 * promise "the rows are gone" look where the rows live, not at what an endpoint chooses to show.
 */
export async function countRows(databaseUrl: string, table: string, column: string, value: string): Promise<number> {
  const [row] = await sql<{ count: string }>(databaseUrl, `SELECT count(*) FROM ${pg.escapeIdentifier(table)} WHERE ${pg.escapeIdentifier(column)} = $1`, [value]);
  return Number(row!.count);
}

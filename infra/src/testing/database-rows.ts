import pg from 'pg';

/**
 * Counts rows of `table` whose `column` equals `value`, straight from PostgreSQL: tests that
 * promise "the rows are gone" look where the rows live, not at what an endpoint chooses to show.
 */
export async function countRows(databaseUrl: string, table: string, column: string, value: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(`SELECT count(*) FROM ${pg.escapeIdentifier(table)} WHERE ${pg.escapeIdentifier(column)} = $1`, [value]);
    return Number(rows[0]!.count);
  } finally {
    await client.end();
  }
}

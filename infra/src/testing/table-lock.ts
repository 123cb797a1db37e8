import pg from 'pg';

/**
 * Holds an ACCESS EXCLUSIVE lock on `table` of a test database until `release` is called: every
 * query of the site that touches the table waits on it, holding its pooled connection, which is
 * how a test makes requests as slow as it needs (pool exhaustion, site/tests/faults).
 */
export async function lockTable(databaseUrl: string, table: string): Promise<{ release(): Promise<void> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('BEGIN');
  await client.query(`LOCK TABLE ${pg.escapeIdentifier(table)} IN ACCESS EXCLUSIVE MODE`);
  return {
    async release() {
      await client.query('ROLLBACK');
      await client.end();
    },
  };
}

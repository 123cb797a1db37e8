import pg from 'pg';

/**
 * One query against a test database, for what no API may show or make: rows an attacker must
 * not have been able to change, or state that only Payload's admin creates (document locks).
 */
export async function sql<Row extends Record<string, unknown>>(databaseUrl: string, text: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text, params)).rows;
  } finally {
    await client.end();
  }
}

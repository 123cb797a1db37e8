import pg from 'pg';

/** Replaces the database name of a PostgreSQL URL. */
export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export function databaseNameOf(databaseUrl: string): string {
  return decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
}

/** Creates the database named in `databaseUrl` when it does not exist yet (optionally from a template). */
export async function ensureDatabase(databaseUrl: string, template?: string): Promise<void> {
  const name = databaseNameOf(databaseUrl);
  const admin = new pg.Client({ connectionString: withDatabase(databaseUrl, 'postgres') });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      const from = template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : '';
      await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}${from}`);
    }
  } finally {
    await admin.end();
  }
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: withDatabase(databaseUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(databaseNameOf(databaseUrl))} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

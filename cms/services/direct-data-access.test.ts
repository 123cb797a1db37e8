import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DATA_LAYER, NOT_YET_ON_THE_ACCESSOR } from './direct-data-access-allowed';

/**
 * Services reach Payload and SQL only through the tenant-scoped data accessor (tenant-db.ts;
 * ARCHITECTURE.md "Layout"), like the OpenAPI test holds every endpoint to the contract. This
 * reads every service file (tests aside) and counts its direct calls: Payload's Local API
 * (`payload.find(…)`, `req.payload.update(…)`, anything on `ctx.payload.`), its database adapter
 * (`payload.db`), and SQL reached around the accessor (`sqlDatabaseOf(`, `executePrepared(`, `transactionClientOf(`,
 * drizzle). Only the data layer may do that, and the files listed as not yet migrated, each with
 * at most the count it has: the list only ever shrinks.
 */
const SERVICES_DIR = fileURLToPath(new URL('./', import.meta.url));

const DIRECT_ACCESS = /\bctx\.payload\.\w+|\bpayload\??\.(?:find\w*|count\w*|create|update\w*|delete\w*|duplicate|restoreVersion|db)\b|\bsqlDatabaseOf\s*\(|(?<!\.)\bexecutePrepared\s*(?:<[^>]*>)?\s*\(|\btransactionClientOf\s*\(|\bdrizzle\b/g;

/** Code without its comments, so a comment that names a call is not one (a `//` inside a string such as a URL stays). */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** Direct calls per service file, by path relative to cms/services. */
function directCalls(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const file of fs.readdirSync(SERVICES_DIR, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!file.endsWith('.ts') || /\.(test|spec)\.ts$/.test(file)) continue;
    const relative = file.split(path.sep).join('/');
    const count = withoutComments(fs.readFileSync(path.join(SERVICES_DIR, file), 'utf8')).match(DIRECT_ACCESS)?.length ?? 0;
    if (count > 0 && !(relative in DATA_LAYER)) counts[relative] = count;
  }
  return counts;
}

describe('direct data access in services', () => {
  it('finds the calls it looks for, and not those in comments', () => {
    const source = `
      await ctx.payload.find({ collection: 'courses' }); // payload.find in a comment
      const { docs } = await payload.update({ collection: 'users', id, data });
      await req.payload.findByID({ collection: 'tenants', id });
      const pool = (payload.db as unknown as PostgresAdapter).pool;
      const database = await sqlDatabaseOf(payload, req);
      const rows = await executePrepared<Row>(payload, statement);
      await tenantDb(ctx).executePrepared<Row>(statement);
      /* payload.delete({ collection: 'users', id }) */
      const link = 'https://example.com//path';
      await tenantDb(ctx).find({ collection: 'courses' });`;
    expect(withoutComments(source).match(DIRECT_ACCESS)).toEqual(['ctx.payload.find', 'payload.update', 'payload.findByID', 'payload.db', 'sqlDatabaseOf(', 'executePrepared<Row>(']);
  });

  it('happens only in the data layer and in files not yet on the accessor', () => {
    const unlisted = Object.keys(directCalls()).filter((file) => !(file in NOT_YET_ON_THE_ACCESSOR));
    expect(unlisted, 'New service code reaches data through tenantDb(ctx) (cms/services/tenant-db.ts)').toEqual([]);
  });

  it('happens in a listed file no more often than listed', () => {
    const counts = directCalls();
    const grown = Object.entries(counts).filter(([file, count]) => count > (NOT_YET_ON_THE_ACCESSOR[file] ?? 0));
    expect(Object.fromEntries(grown), 'These files make more direct calls than direct-data-access-allowed.ts allows: use tenantDb instead').toEqual({});
  });

  it('lists no file for more calls than it makes: lower the list when a file moves to the accessor', () => {
    const counts = directCalls();
    const stale = Object.entries(NOT_YET_ON_THE_ACCESSOR).filter(([file, allowed]) => (counts[file] ?? 0) < allowed);
    expect(Object.fromEntries(stale.map(([file]) => [file, counts[file] ?? 0])), 'Set these counts in direct-data-access-allowed.ts (remove a file at 0)').toEqual({});
  });

  it('names only files that exist in the data layer', () => {
    expect(Object.keys(DATA_LAYER).filter((file) => !fs.existsSync(path.join(SERVICES_DIR, file)))).toEqual([]);
  });
});

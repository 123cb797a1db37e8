import { parseArgs } from 'node:util';
import { z } from 'zod';
import { DomainTakenError } from '@halaqa/cms/services/tenants/create-tenant';
import { openPlatformDatabase } from '../database/platform-database';
import { closePlatformPayload, openPlatformPayload } from '../platform-payload';

const USAGE = `Usage: pnpm halaqa tenant create --domain acme.localhost --name "Acme Academy" \\
  --owner-email owner@acme.test --owner-password '…' [--owner-name "Full Name"] [--plan free|basic|pro|enterprise]`;

/** `halaqa tenant create`: a new learning site with a verified owner. Returns the exit code. */
export async function tenantCreate(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      domain: { type: 'string' },
      name: { type: 'string' },
      'owner-email': { type: 'string' },
      'owner-password': { type: 'string' },
      'owner-name': { type: 'string' },
      plan: { type: 'string' },
    },
    strict: true,
  });
  const missing = ['domain', 'name', 'owner-email', 'owner-password'].filter((key) => !values[key as keyof typeof values]);
  if (missing.length > 0) {
    console.error(`Missing --${missing.join(', --')}\n${USAGE}`);
    return 2;
  }

  const database = await openPlatformDatabase();
  try {
    const payload = await openPlatformPayload(database.databaseUrl);
    const { createTenant } = await import('@halaqa/cms/services/tenants/create-tenant');
    const { tenant, owner } = await createTenant(payload, {
      domain: values.domain!,
      name: values.name!,
      ownerEmail: values['owner-email']!,
      ownerPassword: values['owner-password']!,
      ownerName: values['owner-name'] ?? undefined,
      plan: values.plan as never,
    });
    console.log(`Created site "${tenant.name}" (id ${tenant.id}) at ${tenant.domains[0]?.domain}`);
    console.log(`Owner: ${owner.email} (verified)`);
    console.log(`Open it at http://${tenant.domains[0]?.domain}:4321 once the platform runs (pnpm start).`);
    await closePlatformPayload(payload);
    return 0;
  } catch (error) {
    if (error instanceof z.ZodError) {
      console.error(`Invalid input: ${error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
      return 2;
    }
    if (error instanceof DomainTakenError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.stop();
  }
}

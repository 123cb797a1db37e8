import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parsePaymobSettings } from '../../../commerce/src/modules/paymob/paymob-settings';
import { inputsHash } from '../builds';
import { ensureDatabase } from '../database/database-url';
import { DATA_DIR } from '../paths';
import { startPaymobStub, type PaymobStub } from '../testing/paymob-stub';
import { COMMERCE_BUILD, commerceDatabaseUrlOf, migrateCommerce } from './commerce-service';

export const COMMERCE_PORT = Number(process.env.COMMERCE_PORT ?? 9000);
const PAYMOB_STUB_PORT = Number(process.env.PAYMOB_STUB_PORT ?? 8090);

/** A secret from the environment, else one made on the first start and kept in .data (this user only). */
export function keptSecret(name: string): string {
  const given = process.env[name];
  if (given) return given;
  const file = path.join(DATA_DIR, name.toLowerCase().replaceAll('_', '-'));
  if (!fs.existsSync(file)) {
    fs.mkdirSync(DATA_DIR, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

export interface PlatformCommerce {
  /** What the commerce service runs with. */
  serviceEnv: Record<string, string>;
  /** What the site and the admin need to reach it. */
  siteEnv: Record<string, string>;
  /** The local Paymob test double, when no PAYMOB_* are set. */
  paymobStub: PaymobStub | null;
}

/**
 * Prepares the commerce service for `pnpm start` / `pnpm dev`: its database beside the platform's,
 * migrated when its build changed since the last migration (Medusa's migrate takes ~15 s even
 * with nothing to do), and Paymob: the platform's keys when PAYMOB_* are set, else the local
 * test double on loopback, so a new user can buy a course on the demo site with the test card.
 */
export async function preparePlatformCommerce(platformDatabaseUrl: string, siteEventsUrl: string, log: (line: string) => void): Promise<PlatformCommerce> {
  const databaseUrl = commerceDatabaseUrlOf(platformDatabaseUrl);
  await ensureDatabase(databaseUrl);
  const marker = path.join(DATA_DIR, 'commerce-migrated');
  const wanted = createHash('sha256').update(`${databaseUrl}\0${inputsHash(COMMERCE_BUILD)}`).digest('hex');
  if (!fs.existsSync(marker) || fs.readFileSync(marker, 'utf8') !== wanted) {
    log('Migrating the commerce database…');
    const output: string[] = [];
    await migrateCommerce({ COMMERCE_DATABASE_URL: databaseUrl }, (line) => output.push(line)).catch((error: unknown) => {
      log(output.slice(-30).join('\n'));
      throw error;
    });
    fs.mkdirSync(DATA_DIR, { recursive: true });
    fs.writeFileSync(marker, wanted);
  }
  const paymob = parsePaymobSettings(process.env);
  const paymobStub = paymob
    ? null
    : await startPaymobStub({ port: PAYMOB_STUB_PORT, hmacSecret: keptSecret('PAYMOB_STUB_HMAC_SECRET'), secretKey: 'sk_test_local_double', publicKey: 'pk_test_local_double' });
  const apiSecret = keptSecret('COMMERCE_API_SECRET');
  const webhookSecret = keptSecret('COMMERCE_WEBHOOK_SECRET');
  return {
    serviceEnv: {
      ...(paymobStub?.env ?? {}),
      COMMERCE_DATABASE_URL: databaseUrl,
      COMMERCE_API_SECRET: apiSecret,
      COMMERCE_WEBHOOK_SECRET: webhookSecret,
      COMMERCE_EVENTS_URL: siteEventsUrl,
    },
    siteEnv: { COMMERCE_URL: `http://127.0.0.1:${COMMERCE_PORT}`, COMMERCE_API_SECRET: apiSecret, COMMERCE_WEBHOOK_SECRET: webhookSecret },
    paymobStub,
  };
}

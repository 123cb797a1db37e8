import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AppError } from '@halaqa/shared/errors';
import { launchCommerce, type RunningCommerce } from '@halaqa/infra/testing/commerce-server';
import '@halaqa/infra/testing/provided';
import type { CommerceProvider, CourseProduct } from './commerce-provider';
import { parseCommerceSettings } from './commerce-settings';
import { MedusaCommerce } from './medusa-commerce';

/**
 * The promises of the commerce seam (commerce-provider.ts), kept by the production adapter
 * against the built Medusa and its Paymob test double: in one process with the in-memory modules
 * (the default), and as production runs it, two processes (COMMERCE_PROCESSES=2) on the machine's
 * Redis (REDIS_URL). Stores and products stay one each however many ask at once, a product follows
 * its course, and a store sells only its own courses.
 */
/** A Redis database of its own (the machine's server, database 7), emptied first, so what Medusa keeps there can be seen. */
const REDIS_URL = 'redis://127.0.0.1:6379/7';
const redisCli = async (...args: string[]) => (await promisify(execFile)('redis-cli', ['-u', REDIS_URL, ...args])).stdout.trim();

const codeOf = async (work: Promise<unknown>) => work.then(() => 'ok', (error: unknown) => (error instanceof AppError ? error.code : String(error)));

describe.each([
  { modules: 'in-memory modules', processes: 1, redisUrl: undefined },
  { modules: 'Redis modules', processes: 2, redisUrl: REDIS_URL },
])('the Medusa commerce provider, $processes process(es), $modules', ({ processes, redisUrl }) => {
  let commerce: RunningCommerce;
  let provider: CommerceProvider;

  beforeAll(async () => {
    const { postgresServerUrl, commerceTemplateDatabase } = inject('integration');
    await redisCli('FLUSHDB');
    commerce = await launchCommerce(postgresServerUrl, commerceTemplateDatabase, { processes, redisUrl });
    // No site listens for its events here; nothing in this suite places an order.
    await commerce.start('http://127.0.0.1:9/api/commerce/events');
    provider = new MedusaCommerce(parseCommerceSettings(commerce.siteEnv)!);
  }, 180_000);

  afterAll(async () => {
    await commerce?.stop();
  });

  const checkoutOf = (store: Awaited<ReturnType<CommerceProvider['ensureStore']>>, tenantId: string, courseIds: string[]) =>
    provider.checkout(store, { tenantId, userId: randomUUID(), email: 'buyer@example.test', courseIds, returnUrl: 'http://acme.localhost/cart', notificationUrl: 'http://acme.localhost/api/payments/paymob/callback' });

  it('creates one store per site, however many ask at once', async () => {
    const tenant = { id: randomUUID(), name: 'Acme Academy' };
    const stores = await Promise.all(Array.from({ length: 6 }, () => provider.ensureStore(tenant)));
    expect(new Set(stores.map((store) => store.salesChannelId)).size).toBe(1);
    expect(new Set(stores.map((store) => store.publishableKey)).size).toBe(1);
    const other = await provider.ensureStore({ id: randomUUID(), name: 'Other School' });
    expect(other.salesChannelId).not.toBe(stores[0]!.salesChannelId);
  });

  it('keeps a course’s product in step: created once when synced at once, repriced, then off sale', async () => {
    const tenantId = randomUUID();
    const store = await provider.ensureStore({ id: tenantId, name: 'Acme Academy' });
    const course: CourseProduct = { tenantId, courseId: randomUUID(), name: 'Tajwid', price: 150, per: 'month', forSale: true };
    expect(await Promise.all([1, 2, 3].map(() => codeOf(provider.syncCourse(store, course))))).toEqual(['ok', 'ok', 'ok']);

    const started = await checkoutOf(store, tenantId, [course.courseId]);
    expect(started.redirectUrl).toContain('/unifiedcheckout/');
    expect(commerce.paymob.intentions().at(-1)).toMatchObject({ amount: 15_000, currency: 'EGP' });

    await provider.syncCourse(store, { ...course, price: 99.5 });
    await checkoutOf(store, tenantId, [course.courseId]);
    expect(commerce.paymob.intentions().at(-1)).toMatchObject({ amount: 9_950 });

    await provider.syncCourse(store, { ...course, forSale: false });
    expect(await codeOf(checkoutOf(store, tenantId, [course.courseId]))).toBe('NOT_FOR_SALE');
  });

  it('sells a store only its own courses, and confirms no payment it did not take', async () => {
    const acmeId = randomUUID();
    const acme = await provider.ensureStore({ id: acmeId, name: 'Acme Academy' });
    const otherId = randomUUID();
    const other = await provider.ensureStore({ id: otherId, name: 'Other School' });
    const course: CourseProduct = { tenantId: acmeId, courseId: randomUUID(), name: 'Sarf', price: 80, per: 'lifetime', forSale: true };
    await provider.syncCourse(acme, course);

    expect(await codeOf(checkoutOf(other, otherId, [course.courseId]))).toBe('NOT_FOR_SALE');
    expect(await codeOf(checkoutOf(acme, acmeId, [randomUUID()]))).toBe('NOT_FOR_SALE');
    expect(await codeOf(provider.confirmTransaction(acme, { tenantId: acmeId, userId: randomUUID(), transactionId: '987654321' }))).toBe('PAYMENT_NOT_CONFIRMED');
    expect(await provider.forwardPaymobCallback({ query: 'hmac=00', body: JSON.stringify({ type: 'TRANSACTION', obj: { id: 1, success: true } }) })).toBeNull();
  });

  it('keeps its events, cache and workflows in Redis exactly when given REDIS_URL', async () => {
    const keys = (await redisCli('--scan')).split('\n').filter(Boolean);
    expect(keys.some((key) => key.startsWith('bull:medusa-workflows'))).toBe(Boolean(redisUrl));
    expect(keys.some((key) => key.startsWith('RedisEventBusService:'))).toBe(Boolean(redisUrl));
  });
});

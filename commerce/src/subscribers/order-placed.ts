import type { SubscriberArgs, SubscriberConfig } from '@medusajs/framework';
import { signCommerceEvent, COMMERCE_SIGNATURE_HEADER, type PaidOrderEvent } from '@halaqa/shared/commerce-event';
import { ContainerRegistrationKeys } from '@medusajs/framework/utils';
import { commerceServiceEnv } from '../env';
import { paidOrderOf } from '../lib/orders';

const ATTEMPTS = 5;

/**
 * Tells the site of every placed order (POST COMMERCE_EVENTS_URL, signed with
 * COMMERCE_WEBHOOK_SECRET). The site records each event id once; the callback or the buyer's
 * return usually recorded the order already, so this is the safety net, tried a few times.
 */
export default async function orderPlaced({ event, container }: SubscriberArgs<{ id: string }>) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER);
  const { COMMERCE_EVENTS_URL: url, COMMERCE_WEBHOOK_SECRET: secret } = commerceServiceEnv();
  if (!url || !secret) return;
  const body = JSON.stringify({ id: `order.paid:${event.data.id}`, type: 'order.paid', data: await paidOrderOf(container, event.data.id) } satisfies PaidOrderEvent);
  let lastFailure = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', [COMMERCE_SIGNATURE_HEADER]: signCommerceEvent(body, secret) }, body, signal: AbortSignal.timeout(10_000) });
      if (response.ok) return;
      lastFailure = `${response.status} ${(await response.text()).slice(0, 300)}`;
    } catch (error) {
      // The site is restarting: try again below.
      lastFailure = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
  }
  logger.error(`order ${event.data.id}: the site did not take the paid-order event after ${ATTEMPTS} attempts (${lastFailure}): ${body.slice(0, 1000)}`);
}

export const config: SubscriberConfig = { event: 'order.placed' };

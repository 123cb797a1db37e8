import type { Payload } from 'payload';
import { configuredOutsideServices, type OutsideService, type ServiceHealth } from './outside-services';
import { NO_STORE, readinessOf, type Readiness } from './readiness';
import { platformLog } from '../log/platform-log';

/**
 * GET /readyz/deep (issue #40): readiness and every outside service this process uses, for
 * monitoring and for a person looking at a degraded platform. Never a load balancer's probe: an
 * outside service that is down degrades its own features (they answer "not available"), it does
 * not make an instance unable to serve, which is all /readyz says.
 *
 * `ok` (200) when everything answers; `degraded` (503) when this instance is ready but an outside
 * service is not; `unavailable` (503) when the instance itself is not ready. A service that stops
 * or starts answering is logged once per change in each process, so the log shows when.
 */
export interface DeepHealth {
  status: 'ok' | 'degraded' | 'unavailable';
  checks: Readiness['checks'];
  services: Record<string, ServiceHealth>;
}

/** What this process last saw of each service, so only changes are logged. */
const lastSeen = new Map<string, ServiceHealth>();

function logChange(service: OutsideService, health: ServiceHealth): void {
  const before = lastSeen.get(service.name);
  lastSeen.set(service.name, health);
  if (health === 'unreachable' && before !== 'unreachable') {
    platformLog.error(`outside service ${service.name}: unreachable (${service.url} gave no 2xx within the check's time); its features are unavailable until it answers`);
  } else if (health === 'ok' && before === 'unreachable') {
    platformLog.info(`outside service ${service.name}: answering again`);
  }
}

async function serviceHealth(service: OutsideService): Promise<[string, ServiceHealth]> {
  const health = await service.check();
  logChange(service, health);
  return [service.name, health];
}

export async function deepHealthOf(payloadClient: () => Promise<Payload>, services: OutsideService[] = configuredOutsideServices()): Promise<DeepHealth> {
  const [{ ready, checks }, healths] = await Promise.all([readinessOf(payloadClient), Promise.all(services.map(serviceHealth))]);
  const allAnswer = healths.every(([, health]) => health === 'ok');
  return { status: !ready ? 'unavailable' : allAnswer ? 'ok' : 'degraded', checks, services: Object.fromEntries(healths) };
}

export async function deepHealthReply(payloadClient: () => Promise<Payload>): Promise<Response> {
  const health = await deepHealthOf(payloadClient);
  return new Response(JSON.stringify(health), { status: health.status === 'ok' ? 200 : 503, headers: NO_STORE });
}

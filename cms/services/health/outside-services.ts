import { commerceSettings } from '../commerce/commerce-settings';
import { CHECK_TIMEOUT_MS } from './readiness';

export type ServiceHealth = 'ok' | 'unreachable';

/**
 * A service outside this process that some features need, with how to ask it whether it
 * answers. Each is listed only when this process is configured to use it. The meetings server
 * and the AI endpoint join the list as their seams arrive.
 */
export interface OutsideService {
  name: string;
  /** Where it is asked, for the log. */
  url: string;
  check(): Promise<ServiceHealth>;
}

/** 2xx from `url` within the probes' budget; anything else is unreachable. */
async function answers(url: string): Promise<ServiceHealth> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    await response.body?.cancel();
    return response.ok ? 'ok' : 'unreachable';
  } catch {
    return 'unreachable';
  }
}

/** The outside services this process uses: the commerce service (Medusa's `GET /health`) when COMMERCE_URL is set. */
export function configuredOutsideServices(): OutsideService[] {
  const commerce = commerceSettings();
  if (!commerce) return [];
  const url = `${commerce.url}/health`;
  return [{ name: 'commerce', url, check: () => answers(url) }];
}

import { getPayload, type Payload } from 'payload';
import config from './payload.config';

/** The instance's type, for the site: it holds one to pass to services but never imports payload itself. */
export type { Payload };

/**
 * The one Payload instance of a process (site, CLI, tests). getPayload caches by itself; this
 * module keeps the import of the config in one place.
 */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config });
}

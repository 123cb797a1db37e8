import { getPayload, type Payload } from 'payload';
import config from './payload.config';

/**
 * The one Payload instance of a process (site, CLI, tests). getPayload caches by itself; this
 * module keeps the import of the config in one place.
 */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config });
}

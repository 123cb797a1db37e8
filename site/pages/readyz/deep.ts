import type { APIRoute } from 'astro';
import { payloadClient } from '@halaqa/cms/payload-client';
import { deepHealthReply } from '@halaqa/cms/services/health/deep-check';

/** GET /readyz/deep: readiness and the outside services, for monitoring (cms/services/health/deep-check.ts). No tenant, no session. */
export const GET: APIRoute = () => deepHealthReply(payloadClient);

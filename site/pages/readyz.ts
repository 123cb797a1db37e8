import type { APIRoute } from 'astro';
import { payloadClient } from '@halaqa/cms/payload-client';
import { readinessReply } from '@halaqa/cms/services/health/readiness';

/** GET /readyz: the database answers and is migrated (cms/services/health/readiness.ts); outside services are on /readyz/deep. No tenant, no session. */
export const GET: APIRoute = () => readinessReply(payloadClient);

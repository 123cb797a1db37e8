import { payloadClient } from '../../payload-client';
import { readinessReply } from '../../services/health/readiness';

/** GET /readyz on the editors' admin: the database answers and is migrated (services/health/readiness.ts); outside services are on /readyz/deep. */
export const dynamic = 'force-dynamic';
export const GET = (): Promise<Response> => readinessReply(payloadClient);

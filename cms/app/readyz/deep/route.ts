import { payloadClient } from '../../../payload-client';
import { deepHealthReply } from '../../../services/health/deep-check';

/** GET /readyz/deep on the editors' admin: readiness and the outside services, for monitoring (services/health/deep-check.ts). */
export const dynamic = 'force-dynamic';
export const GET = (): Promise<Response> => deepHealthReply(payloadClient);

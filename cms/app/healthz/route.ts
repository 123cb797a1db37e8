import { livenessReply } from '../../services/health/readiness';

/** GET /healthz on the editors' admin: the process is up (services/health/readiness.ts). */
export const dynamic = 'force-dynamic';
export const GET = (): Response => livenessReply();

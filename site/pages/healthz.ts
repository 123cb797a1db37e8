import type { APIRoute } from 'astro';
import { livenessReply } from '@halaqa/cms/services/health/readiness';

/** GET /healthz: the process is up (cms/services/health/readiness.ts). No tenant, no session: the middleware lets it through. */
export const GET: APIRoute = () => livenessReply();

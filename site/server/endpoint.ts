import type { APIContext, APIRoute } from 'astro';
import type { TenantContext } from '@halaqa/cms/services/context';
import { errorReply } from './http';
import { requestLogger } from './request-logger';

/** Wraps a contract endpoint so every thrown error becomes the spec's `{ error }` reply. */
export function endpoint(handler: (context: APIContext) => Promise<Response>): APIRoute {
  return async (context) => {
    try {
      return await handler(context);
    } catch (error) {
      return errorReply(error, context.locals.t);
    }
  };
}

/** The service context of the request: its Payload instance, its tenant and its logger. */
export function tenantContext(context: APIContext): TenantContext {
  return { payload: context.locals.payload, tenant: context.locals.tenant, log: requestLogger() };
}

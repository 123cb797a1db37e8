import { consumeLimit } from '@halaqa/cms/services/rate-limits/limiters';
import { recordClientError } from '@halaqa/cms/services/settings/record-client-error';
import { ZClientErrorReport } from '@halaqa/shared/schemas/settings';
import { endpoint, tenantContext } from '../../server/endpoint';
import { json, readJsonBody } from '../../server/http';

/** POST /api/log-client-error {message, source, lineno, colno, stack, userAgent, location} → 200 { ok: true }. */
export const POST = endpoint(async (context) => {
  await consumeLimit(context.locals.payload, 'clientErrorsPerIp', context.locals.clientAddress);
  const report = await readJsonBody(context.request, ZClientErrorReport);
  await recordClientError(tenantContext(context), report, context.locals.user?.id ?? null);
  return json({ ok: true });
});

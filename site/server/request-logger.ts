import { platformLog, type Log } from '@halaqa/cms/services/log/platform-log';
import { currentRequest } from './request-context';

/**
 * The platform's logger with the request's id, tenant and user on every line, so what a use case
 * logs from deep inside a request is found beside that request's own line (request-log.ts).
 * Outside a request (start-up, a job) it is the platform's logger itself.
 */
export function requestLogger(): Log {
  const facts = currentRequest();
  return facts ? platformLog.child({ reqId: facts.id, tenantId: facts.tenantId, userId: facts.userId }) : platformLog;
}

import { describe, expect, it } from 'vitest';
import { platformLog } from '@halaqa/cms/services/log/platform-log';
import { requestContext } from './request-context';
import { requestLogger } from './request-logger';

describe('requestLogger', () => {
  it("names the request's id, tenant and user on every line logged while it is served", () => {
    const bindings = requestContext.run({ id: 'req-7', tenantId: 'tenant-1', userId: 'user-2' }, () => requestLogger().bindings());
    expect(bindings).toEqual({ reqId: 'req-7', tenantId: 'tenant-1', userId: 'user-2' });
  });

  it("is the platform's logger outside a request (start-up, a job)", () => {
    expect(requestLogger()).toBe(platformLog);
  });
});

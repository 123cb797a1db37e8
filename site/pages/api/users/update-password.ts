import { updatePassword } from '@halaqa/cms/services/accounts/update-password';
import { ZUpdatePasswordRequest } from '@halaqa/shared/schemas/account-management';
import { endpoint, tenantContext } from '../../../server/endpoint';
import { json, readJsonBody } from '../../../server/http';

/** POST /api/users/update-password {oldPassword, newPassword, token} → 200 { ok: true }. */
export const POST = endpoint(async (context) => {
  const input = await readJsonBody(context.request, ZUpdatePasswordRequest);
  const { user, sessionId } = context.locals;
  await updatePassword(tenantContext(context), input, user && sessionId ? { userId: user.id, sessionId } : null);
  return json({ ok: true });
});

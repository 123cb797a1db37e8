import { deleteUser } from '@halaqa/cms/services/users/delete-user';
import { updateUser } from '@halaqa/cms/services/users/update-user';
import { ZDeleteUserRequest, ZUpdateUserRequest } from '@halaqa/shared/schemas/account-management';
import { endpoint, tenantContext } from '../../../server/endpoint';
import { idParam, requireSignedIn } from '../../../server/guards';
import { json, readJsonBody, readOptionalJsonBody } from '../../../server/http';
import { clearSessionCookie } from '../../../server/session-cookie';

/** PUT /api/users/{id} {fields} → 200 the updated user (owner or manage-users). */
export const PUT = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const change = await readJsonBody(context.request, ZUpdateUserRequest);
  return json(await updateUser(tenantContext(context), actor, idParam(context), change));
});

/** DELETE /api/users/{id} ({password} for yourself, no body for an admin) → 200 { ok: true }. */
export const DELETE = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const { password } = await readOptionalJsonBody(context.request, ZDeleteUserRequest);
  const id = idParam(context);
  await deleteUser(tenantContext(context), actor, id, password);
  if (id === actor.id) clearSessionCookie(context);
  return json({ ok: true });
});

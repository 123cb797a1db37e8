import { generateSetPasswordToken } from '@halaqa/cms/services/accounts/generate-token';
import { endpoint, tenantContext } from '../../../server/endpoint';
import { requireSignedIn } from '../../../server/guards';
import { json } from '../../../server/http';

/** POST /api/users/generate-token → 200 { token, expiresAt }: a set-password token (docs/decisions/accounts-and-sessions.md). */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  return json(await generateSetPasswordToken(tenantContext(context), actor.id));
});

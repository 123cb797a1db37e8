import { verifyEmail } from '@halaqa/cms/services/accounts/verify-email';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { ZTokenParam } from '@halaqa/shared/schemas/accounts';
import { endpoint, tenantContext } from '../../../../server/endpoint';
import { json } from '../../../../server/http';

/** GET /api/users/verify/{token} → 200 { status: 'verified' | 'already-verified' }, or 400 'Invalid Token'. */
export const GET = endpoint(async (context) => {
  const token = ZTokenParam.safeParse(context.params.token);
  if (!token.success) throw new AppError(AppErrorCode.INVALID_TOKEN);
  const status = await verifyEmail(tenantContext(context), token.data);
  return json({ status });
});

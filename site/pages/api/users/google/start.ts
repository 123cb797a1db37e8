import { googleAuthorizationUrl } from '@halaqa/cms/services/google/google-identity';
import { googleClientOf } from '@halaqa/cms/services/google/google-settings';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { generateCodeVerifier, generateState } from 'arctic';
import { endpoint, tenantContext } from '../../../../server/endpoint';
import { googleCallbackUrl, rememberGoogleFlow } from '../../../../server/google-flow';

/** GET /api/users/google/start → 302 to Google's consent screen (this site's own Google client). */
export const GET = endpoint(async (context) => {
  const google = await googleClientOf(tenantContext(context));
  if (!google) throw new AppError(AppErrorCode.GOOGLE_NOT_SET_UP);
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  rememberGoogleFlow(context, state, codeVerifier);
  const url = googleAuthorizationUrl({ ...google, redirectUri: googleCallbackUrl(context) }, state, codeVerifier);
  return context.redirect(url.toString(), 302);
});

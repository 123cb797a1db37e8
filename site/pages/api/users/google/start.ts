import { googleAuthorizationUrl } from '@halaqa/cms/services/google/start-google-authorization';
import { googleClientOf } from '@halaqa/cms/services/google/google-settings';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { RETURN_TO_PARAM } from '@halaqa/shared/return-path';
import { generateCodeVerifier } from 'arctic';
import { endpoint, tenantContext } from '../../../../server/endpoint';
import { googleCallbackUrl, googleStateFor, rememberGoogleFlow } from '../../../../server/google-flow';

/** GET /api/users/google/start[?returnTo=/path] → 302 to Google's consent screen (this site's own Google client). */
export const GET = endpoint(async (context) => {
  const google = await googleClientOf(tenantContext(context));
  if (!google) throw new AppError(AppErrorCode.GOOGLE_NOT_SET_UP);
  const state = googleStateFor(context.url.searchParams.get(RETURN_TO_PARAM) ?? '/');
  const codeVerifier = generateCodeVerifier();
  rememberGoogleFlow(context, state, codeVerifier);
  const url = googleAuthorizationUrl({ ...google, redirectUri: googleCallbackUrl(context) }, state, codeVerifier);
  return context.redirect(url.toString(), 302);
});

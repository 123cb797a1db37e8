import type { APIRoute } from 'astro';
import { identifyGoogleUser } from '@halaqa/cms/services/google/identify-google-user';
import { googleClientOf } from '@halaqa/cms/services/google/google-settings';
import { signInWithGoogle } from '@halaqa/cms/services/google/sign-in-with-google';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { tenantContext } from '../../../../server/endpoint';
import { withReturnPath } from '@halaqa/shared/return-path';
import { googleCallbackUrl, returnPathOfGoogleState, takeGoogleFlow } from '../../../../server/google-flow';
import { setSessionCookie } from '../../../../server/session-cookie';
import { requestLogger } from '../../../../server/request-logger';

/**
 * Where a failed Google sign-in lands: the sign-in page, which shows the translated reason and
 * still returns to where the visitor started from.
 */
function failure(reason: 'google-not-linked' | 'suspended' | 'google-failed', returnTo = '/'): string {
  const signIn = withReturnPath('/sign-in', returnTo);
  return `${signIn}${signIn.includes('?') ? '&' : '?'}error=${reason}`;
}

/**
 * GET /api/users/google/callback?code&state: Google sends the browser back here. A page
 * navigation, so every outcome is a redirect: the page the flow started from (its state carries
 * it) when signed in, else the sign-in page.
 */
export const GET: APIRoute = async (context) => {
  const flow = takeGoogleFlow(context);
  const code = context.url.searchParams.get('code');
  if (!flow || !code || context.url.searchParams.get('state') !== flow.state) return context.redirect(failure('google-failed'), 302);
  const returnTo = returnPathOfGoogleState(flow.state);
  try {
    const ctx = tenantContext(context);
    const google = await googleClientOf(ctx);
    if (!google) return context.redirect(failure('google-failed', returnTo), 302);
    const identity = await identifyGoogleUser({ ...google, redirectUri: googleCallbackUrl(context) }, code, flow.codeVerifier);
    const session = await signInWithGoogle(ctx, identity, { userAgent: context.request.headers.get('user-agent'), ip: context.locals.clientAddress });
    setSessionCookie(context, session.token, session.expiresAt);
    return context.redirect(returnTo, 302);
  } catch (error) {
    if (error instanceof AppError && error.code === AppErrorCode.GOOGLE_NOT_LINKED) return context.redirect(failure('google-not-linked', returnTo), 302);
    if (error instanceof AppError && error.code === AppErrorCode.SUSPENDED) return context.redirect(failure('suspended', returnTo), 302);
    requestLogger().error({ err: error }, 'Google sign-in failed');
    return context.redirect(failure('google-failed', returnTo), 302);
  }
};

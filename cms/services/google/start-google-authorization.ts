import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import { cmsEnv } from '../../env';
import { type GoogleCredentials, SCOPES } from './google-client';

/**
 * Google sign-in over OAuth 2.0 authorization code + PKCE + state, with arctic. Each site uses
 * its own Google client (the "api" settings group). The endpoints come from the environment so
 * tests reach a stub on loopback; in production they are Google's.
 */
export function googleAuthorizationUrl(credentials: GoogleCredentials, state: string, codeVerifier: string): URL {
  const client = new OAuth2Client(credentials.clientId, credentials.clientSecret, credentials.redirectUri);
  const url = client.createAuthorizationURLWithPKCE(cmsEnv().GOOGLE_AUTHORIZATION_ENDPOINT, state, CodeChallengeMethod.S256, codeVerifier, SCOPES);
  url.searchParams.set('prompt', 'select_account');
  return url;
}

import { CodeChallengeMethod, decodeIdToken, OAuth2Client } from 'arctic';
import { cmsEnv } from '../../env';

/** Who Google says signed in (claims of the OpenID Connect id token). */
export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface GoogleCredentials {
  clientId: string;
  clientSecret: string;
  /** Our callback, registered in the site's Google console: {site}/api/users/google/callback */
  redirectUri: string;
}

const SCOPES = ['openid', 'email', 'profile'];

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

/**
 * Exchanges the code for tokens and reads the id token. Its signature is not checked: it comes
 * straight from Google's token endpoint over TLS, authenticated with our client secret (OpenID
 * Connect Core §3.1.3.7 allows this).
 */
export async function identifyGoogleUser(credentials: GoogleCredentials, code: string, codeVerifier: string): Promise<GoogleIdentity> {
  const client = new OAuth2Client(credentials.clientId, credentials.clientSecret, credentials.redirectUri);
  const tokens = await client.validateAuthorizationCode(cmsEnv().GOOGLE_TOKEN_ENDPOINT, code, codeVerifier);
  const claims = decodeIdToken(tokens.idToken()) as { sub?: unknown; email?: unknown; email_verified?: unknown; name?: unknown; aud?: unknown };
  if (typeof claims.sub !== 'string' || typeof claims.email !== 'string' || claims.aud !== credentials.clientId) {
    throw new Error('Google returned an id token without a subject or email, or for another client');
  }
  return {
    sub: claims.sub,
    email: claims.email.toLowerCase(),
    emailVerified: claims.email_verified === true,
    name: typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : claims.email,
  };
}

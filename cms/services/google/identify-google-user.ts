import { decodeIdToken, OAuth2Client } from 'arctic';
import { cmsEnv } from '../../env';
import type { GoogleCredentials, GoogleIdentity } from './google-client';

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

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

export const SCOPES = ['openid', 'email', 'profile'];

import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Google's OAuth 2.0 / OpenID Connect endpoints on loopback, speaking their
 * protocol: the authorization endpoint redirects back with a code (as if the user consented),
 * and the token endpoint checks client authentication (HTTP Basic), the redirect URI and the
 * PKCE verifier (S256) before answering with tokens and an id token. The site's production
 * client (arctic) is what talks to it.
 */
export interface StubIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

export interface GoogleOAuthStub {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  /** Registers a Google client the stub accepts. */
  addClient(clientId: string, clientSecret: string): void;
  /** Who "consents" on the next authorization. */
  signInNextAs(identity: StubIdentity): void;
  stop(): Promise<void>;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  identity: StubIdentity;
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

export async function startGoogleOAuthStub(): Promise<GoogleOAuthStub> {
  const clients = new Map<string, string>();
  const codes = new Map<string, PendingCode>();
  let nextIdentity: StubIdentity | null = null;

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };

    if (request.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') {
      const q = url.searchParams;
      const clientId = q.get('client_id') ?? '';
      if (q.get('response_type') !== 'code' || !clients.has(clientId) || q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) {
        return reply(400, { error: 'invalid_request' });
      }
      if (!q.get('scope')?.split(' ').includes('openid') || !nextIdentity) return reply(400, { error: 'invalid_scope' });
      const code = randomBytes(16).toString('hex');
      codes.set(code, { clientId, redirectUri: q.get('redirect_uri') ?? '', codeChallenge: q.get('code_challenge')!, identity: nextIdentity });
      const back = new URL(q.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      response.writeHead(302, { location: back.toString() });
      return response.end();
    }

    if (request.method === 'POST' && url.pathname === '/token') {
      let body = '';
      for await (const chunk of request) body += chunk;
      const form = new URLSearchParams(body);
      const [basicId, basicSecret] = Buffer.from((request.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString().split(':');
      const clientId = decodeURIComponent(basicId ?? '');
      if (!clients.has(clientId) || clients.get(clientId) !== decodeURIComponent(basicSecret ?? '')) return reply(401, { error: 'invalid_client' });
      const pending = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const challenge = createHash('sha256').update(form.get('code_verifier') ?? '').digest('base64url');
      if (
        form.get('grant_type') !== 'authorization_code' ||
        !pending ||
        pending.clientId !== clientId ||
        pending.redirectUri !== form.get('redirect_uri') ||
        pending.codeChallenge !== challenge
      ) {
        return reply(400, { error: 'invalid_grant' });
      }
      const now = Math.floor(Date.now() / 1000);
      const claims = { iss: 'https://accounts.google.com', aud: clientId, iat: now, exp: now + 3600, ...pending.identity };
      const idToken = [base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' })), base64url(JSON.stringify(claims)), base64url('stub-signature')].join('.');
      return reply(200, { access_token: randomBytes(16).toString('hex'), expires_in: 3599, token_type: 'Bearer', scope: 'openid email profile', id_token: idToken });
    }

    reply(404, { error: 'not_found' });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    authorizationEndpoint: `${origin}/o/oauth2/v2/auth`,
    tokenEndpoint: `${origin}/token`,
    addClient: (clientId, clientSecret) => clients.set(clientId, clientSecret),
    signInNextAs: (identity) => {
      nextIdentity = identity;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

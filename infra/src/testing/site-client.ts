import { FormData, fetch as undiciFetch, type Agent, type BodyInit as UndiciBody, type Response } from 'undici';

import { loopbackAgent, loopbackAgentFrom } from './loopback-agent';

export { FormData };

const tenantHosts = loopbackAgent('refuse');

/**
 * A browser-like client of one tenant's site: it keeps the cookies the site sets and sends
 * the Origin header a page of that site would send.
 */
export class SiteClient {
  private cookies = new Map<string, string>();

  /** `fromAddress`: the loopback address to connect from (127.0.0.2 …), for a client on another machine. */
  constructor(
    readonly origin: string,
    { fromAddress }: { fromAddress?: string } = {},
  ) {
    this.dispatcher = fromAddress ? loopbackAgentFrom(fromAddress) : tenantHosts;
  }

  private readonly dispatcher: Agent;

  get sessionCookie(): string | undefined {
    return this.cookies.get('session');
  }

  /** Copies another client's session cookie (e.g. to replay it on another tenant's host). */
  useSessionCookie(token: string): void {
    this.setCookie('session', token);
  }

  /** A cookie as the site's page would have set it (the page's language, say). */
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  /** Every cookie the site has set, as a browser's Cookie header sends them. */
  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(
    method: string,
    path: string,
    options: { json?: unknown; body?: string | ReadableStream<Uint8Array>; form?: FormData; headers?: Record<string, string>; signal?: AbortSignal } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { origin: this.origin, ...options.headers };
    // Cookies given for this one request come on top of the ones the site has set.
    const cookie = [this.cookieHeader, options.headers?.cookie ?? ''].filter(Boolean).join('; ');
    if (cookie) headers.cookie = cookie;
    let body: string | FormData | ReadableStream<Uint8Array> | undefined = options.form ?? options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    // A stream body is sent as it is produced (chunked), like a browser's streaming upload. The
    // cast: the global ReadableStream is undici's, typed in two places.
    const streaming = body instanceof ReadableStream ? { duplex: 'half' as const } : {};
    const response = await undiciFetch(`${this.origin}${path}`, { method, headers, body: body as UndiciBody, dispatcher: this.dispatcher, redirect: 'manual', signal: options.signal, ...streaming });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      const [name, ...value] = pair!.split('=');
      const expired = /max-age=0|expires=thu, 01 jan 1970/i.test(setCookie);
      if (expired) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
    }
    return response;
  }

  async json<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await this.request(method, path, body === undefined ? {} : { json: body });
    return { status: response.status, body: (await response.json()) as T };
  }
}

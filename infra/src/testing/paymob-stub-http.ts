import type http from 'node:http';

/** A refusal answered the way Paymob's API answers it: the status, and `{ detail }` as the body. */
export class PaymobHttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail);
  }
}

/** The API's authentication: `Authorization: Token <secret key>`. */
export function authenticate(request: http.IncomingMessage, secretKey: string): void {
  if (request.headers.authorization !== `Token ${secretKey}`) throw new PaymobHttpError(401, 'Invalid token.');
}

export async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The request's JSON object body; anything else is Paymob's 400 "JSON parse error.". */
export async function readJson(request: http.IncomingMessage): Promise<Record<string, unknown>> {
  try {
    const body = JSON.parse(await readBody(request)) as unknown;
    if (body !== null && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // Answered below like Paymob's parser does.
  }
  throw new PaymobHttpError(400, 'JSON parse error.');
}

import { errorMessage } from '@halaqa/shared/error-message';
import type { z } from 'zod';
import { isDatabaseUnavailable } from '@halaqa/cms/services/database-unavailable';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { PlanLimitError } from '@halaqa/shared/plan-limit-error';
import type { Translate } from '@halaqa/shared/i18n/index';
import { firstIssueOf } from '@halaqa/shared/schemas/validation-error';
import { appErrorOfDatabase } from './database-errors';
import { reportRequestError } from './request-context';
import { requestLogger } from './request-logger';

/** JSON bodies above this size are refused before they are read (issue #2: > 1 MB). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

export function json(data: unknown, status = 200, headers: HeadersInit = {}): Response {
  return jsonText(JSON.stringify(data), status, headers);
}

/** A reply whose JSON is already written (a kept one: see services/courses/reads/catalogue-cache). */
export function jsonText(body: string, status = 200, headers: HeadersInit = {}): Response {
  return new Response(body, {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

/**
 * The one place errors become replies: `{ error }` in the request's language with the code's
 * status. Database errors that input caused become their AppError (database-errors.ts); anything
 * else is logged (its stack with the request's log line, server/request-log.ts) and answered
 * with a generic 500, so no stack trace or internal detail reaches the client.
 */
export function errorReply(error: unknown, t: Translate): Response {
  if (isDatabaseUnavailable(error)) return errorReply(new AppError(AppErrorCode.SERVICE_UNAVAILABLE), t);
  if (error instanceof AppError) {
    // A refusal is the client's business; a 5xx with a cause (a service unreachable) is ours to see.
    if (error.status >= 500 && error.cause) requestLogger().error({ err: error.cause }, error.code);
    const body: Record<string, unknown> = { error: errorMessage(error, t) };
    if (error.field) body.field = error.field;
    if (error instanceof PlanLimitError) body.upgrade = error.upgrade;
    return json(body, error.status);
  }
  const fromDatabase = appErrorOfDatabase(error);
  if (fromDatabase) return errorReply(fromDatabase, t);
  reportRequestError(error);
  return json({ error: t('errors.internal') }, 500);
}

/** Reads a JSON body of at most MAX_JSON_BODY_BYTES and parses it with a contract schema. */
export async function readJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  return parseJsonText(await readBodyText(request), schema);
}

/** The same for calls whose body may be left out entirely (then it is `{}`). */
export async function readOptionalJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const text = await readBodyText(request);
  return parseJsonText(text.trim() === '' ? '{}' : text, schema);
}

async function readBodyText(request: Request): Promise<string> {
  const declaredLength = Number(request.headers.get('content-length') ?? 0);
  if (declaredLength > MAX_JSON_BODY_BYTES) throw new AppError(AppErrorCode.BODY_TOO_LARGE);
  return readTextWithLimit(request, MAX_JSON_BODY_BYTES);
}

function parseJsonText<S extends z.ZodType>(text: string, schema: S): z.infer<S> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.invalidJson', field: 'body' });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const { field, messageKey } = firstIssueOf(parsed.error);
    throw new AppError(AppErrorCode.VALIDATION, { messageKey, field });
  }
  return parsed.data;
}

/** Streams the body and stops as soon as it passes the limit (a missing Content-Length is no way around it). */
export async function readTextWithLimit(request: Request, limit: number): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel();
      throw new AppError(AppErrorCode.BODY_TOO_LARGE);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

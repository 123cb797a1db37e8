import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import { API_CALLS, type ApiCall, ZErrorReply } from './api-contract';
import { AppErrorCode, httpStatusOf, messageKeyOf, type TAppErrorCode } from './errors';
import { translatorFor } from './i18n/index';

/**
 * The OpenAPI 3.1 document of the site's API, generated from API_CALLS and the contract's zod
 * schemas (zod-openapi renders them with zod's own JSON Schema conversion), so it can only
 * say what the code validates.
 */

/** Failures the middleware or the error boundary may answer for any call, whatever its handler does. */
const FAILURES_OF_EVERY_CALL: readonly TAppErrorCode[] = [AppErrorCode.UNKNOWN_TENANT, AppErrorCode.INTERNAL];

/** Calls that change something must come from a page of the same site (docs/decisions/tenancy.md, CSRF). */
const FAILURES_OF_EVERY_MUTATION: readonly TAppErrorCode[] = [AppErrorCode.FORBIDDEN_ORIGIN];

/** The methods the middleware checks the Origin of (site/server/tenant-request.ts: all but GET/HEAD/OPTIONS). */
const MUTATING_METHODS: ReadonlySet<ApiCall['method']> = new Set(['post', 'put', 'delete']);

/** Error messages are described in English, the language of a client that never chose one. */
const english = translatorFor('en');
/**
 * Values a message interpolates are only known when it is sent, so the document shows N. A count
 * still picks the plural form (the general one, "N minutes"); `replace` holds what is shown.
 */
const PLACEHOLDERS = { count: 5, replace: { count: 'N', plan: 'PLAN', feature: 'FEATURE', used: 'N', limit: 'N' } };

/** Islands name their site here; other clients may rely on the Host header alone. */
const ZTenantHeaders = z.object({
  'x-tenant-host': z
    .string()
    .optional()
    .meta({ param: { description: 'Origin of the learning site (e.g. http://acme.localhost:4321); defaults to the Host header.' } }),
});

function jsonContent(schema: z.ZodType) {
  return { 'application/json': { schema } };
}

/** One response per status: codes that share a status (e.g. 403) are described together. */
function failureResponses(call: ApiCall): ZodOpenApiOperationObject['responses'] {
  const mutationFailures = MUTATING_METHODS.has(call.method) ? FAILURES_OF_EVERY_MUTATION : [];
  const codes = new Set([...call.failures, ...FAILURES_OF_EVERY_CALL, ...mutationFailures]);
  const messagesByStatus = new Map<number, string[]>();
  for (const code of codes) {
    const messages = messagesByStatus.get(httpStatusOf[code]) ?? [];
    messages.push(english(messageKeyOf[code], PLACEHOLDERS));
    messagesByStatus.set(httpStatusOf[code], messages);
  }
  return Object.fromEntries(
    [...messagesByStatus].map(([status, messages]) => [
      String(status),
      { description: messages.join(' / '), content: jsonContent(ZErrorReply) },
    ]),
  );
}

/** Files a reply may be instead of JSON, each by its media type. */
function fileContents(files: ApiCall['files'] = []) {
  return Object.fromEntries(files.map((file) => [file.contentType, { schema: { type: 'string' as const, format: 'binary' } }]));
}

function operationOf(call: ApiCall): ZodOpenApiOperationObject {
  return {
    summary: call.summary,
    requestParams: { header: ZTenantHeaders, ...(call.pathParams && { path: call.pathParams }), ...(call.queryParams && { query: call.queryParams }) },
    ...(call.body && { requestBody: { required: !call.bodyOptional, content: jsonContent(call.body) } }),
    ...(call.multipartBody && { requestBody: { required: true, content: { 'multipart/form-data': { schema: call.multipartBody } } } }),
    responses: {
      ...(call.reply && { '200': { description: ['Success.', ...(call.files ?? []).map((file) => file.description)].join(' '), content: { ...jsonContent(call.reply), ...fileContents(call.files) } } }),
      ...(call.file && { '200': { description: call.file.description, content: { [call.file.contentType]: { schema: { type: 'string', format: 'binary' } } } } }),
      ...(call.redirect && { '302': { description: call.redirect, headers: { location: { schema: { type: 'string' } } } } }),
      ...failureResponses(call),
    },
  };
}

export function buildOpenApiDocument(): object {
  const paths: ZodOpenApiPathsObject = {};
  for (const call of API_CALLS) {
    paths[call.path] = { ...paths[call.path], [call.method]: operationOf(call) };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Halaqa API',
      // The contract has no versions of its own yet: the document always describes the running code.
      version: '1.0.0',
      description: 'The calls every learning site answers. The site is chosen by the host (or X-Tenant-Host).',
    },
    paths,
  });
}

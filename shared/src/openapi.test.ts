import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { API_CALLS } from './api-contract';
import { buildOpenApiDocument } from './openapi';

/** What the site serves: the document after a round trip through JSON. */
function servedDocument() {
  return JSON.parse(JSON.stringify(buildOpenApiDocument()));
}

describe('buildOpenApiDocument', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    await expect(SwaggerParser.validate(servedDocument())).resolves.toMatchObject({ openapi: '3.1.0' });
  });

  it.each(API_CALLS.map((call) => [call.method.toUpperCase(), call.path, call] as const))('lists %s %s', (_, path, call) => {
    const operation = servedDocument().paths[path]?.[call.method];
    expect(operation).toMatchObject({ summary: call.summary, responses: { '200': expect.anything() } });
  });

  it('describes each failure of a call with its status and the error reply', () => {
    const signIn = servedDocument().paths['/api/users/sign-in'].post;
    expect(Object.keys(signIn.responses)).toEqual(['200', '400', '401', '403', '404', '413', '429', '500']);
    expect(signIn.responses['429']).toEqual({
      description: 'Too many sign-in attempts. Please try again in N minutes.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorReply' } } },
    });
  });
});

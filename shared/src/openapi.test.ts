import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { API_CALLS } from './api-contract';
import { buildOpenApiDocument } from './openapi';

/** Where the site's endpoints live; every one of them must be in the registry. */
const API_PAGES_DIR = fileURLToPath(new URL('../../site/pages/api/', import.meta.url));
/** The catch-all 404 and the document itself are not calls of the contract. */
const NOT_CALLS = new Set(['[...path].ts', 'openapi.json.ts']);

/** `METHOD /api/path` of every handler exported under site/pages/api (`[id]` → `{id}`, index.ts → its folder). */
function implementedCalls(): string[] {
  const calls: string[] = [];
  for (const file of fs.readdirSync(API_PAGES_DIR, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!file.endsWith('.ts') || NOT_CALLS.has(path.basename(file))) continue;
    const route = file
      .split(path.sep)
      .join('/')
      .replace(/\.ts$/, '')
      .replace(/(^|\/)index$/, '')
      .replace(/\[(\w+)\]/g, '{$1}');
    const source = fs.readFileSync(path.join(API_PAGES_DIR, file), 'utf8');
    for (const [, method] of source.matchAll(/export const (GET|POST|PUT|DELETE)\b/g)) {
      calls.push(`${method} ${`/api/${route}`.replace(/\/$/, '')}`);
    }
  }
  return calls;
}

/** The same key for a registry entry; the spec's trailing slash (`/promote/`) is the same route to Astro. */
const registeredCalls = () => API_CALLS.map((call) => `${call.method.toUpperCase()} ${call.path.replace(/\/$/, '')}`);

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
    expect(operation).toMatchObject({ summary: call.summary, responses: { [call.redirect ? '302' : '200']: expect.anything() } });
  });

  it('describes each failure of a call with its status and the error reply', () => {
    const signIn = servedDocument().paths['/api/users/sign-in'].post;
    expect(Object.keys(signIn.responses)).toEqual(['200', '400', '401', '403', '404', '413', '429', '500']);
    expect(signIn.responses['429']).toEqual({
      description: 'Too many sign-in attempts. Please try again in N minutes.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorReply' } } },
    });
  });

  it('documents every call the site implements, and nothing it does not', () => {
    const implemented = implementedCalls();
    expect(implemented.length).toBeGreaterThan(API_CALLS.length / 2);
    expect(implemented.filter((call) => !registeredCalls().includes(call))).toEqual([]);
    expect(registeredCalls().filter((call) => !implemented.includes(call))).toEqual([]);
  });

  it('registers each call once', () => {
    expect(new Set(registeredCalls()).size).toBe(API_CALLS.length);
  });
});

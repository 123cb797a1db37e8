import { buildOpenApiDocument } from '@halaqa/shared/openapi';
import type { APIRoute } from 'astro';
import { json } from '../../server/http';

/** Generated from the contract's schemas, which do not change while the site runs: built once. */
const document = buildOpenApiDocument();

/** GET /api/openapi.json → the OpenAPI 3.1 document of the calls every site answers. */
export const GET: APIRoute = () => json(document);

import type { PayloadRequest, Validate } from 'payload';
import type { z } from 'zod';
import { sessionUserOf } from '../access/staff';
import { messageOf, validateWith } from './validate-with';

/**
 * Through Payload's REST API and the editors' admin, a file field (profile photo, logo, course
 * photo, lesson files …) names files uploaded to the editor's own site: never a URL (the key
 * pattern refuses one) and never a key that does not exist here. Services write with no user;
 * their keys come from the site's API, which checks the pattern.
 */
async function uploadedToEditorsSite(value: unknown, req: PayloadRequest): Promise<string | true> {
  const user = sessionUserOf(req);
  const keys = [...new Set((Array.isArray(value) ? value : [value]).filter((key): key is string => typeof key === 'string' && key !== ''))];
  if (!user || keys.length === 0) return true;
  const { totalDocs } = await req.payload.count({
    collection: 'files',
    where: { and: [{ tenant: { equals: user.tenant } }, { key: { in: keys } }] },
    // Explicitly filtered by the editor's tenant; the files collection is closed to REST.
    overrideAccess: true,
    req,
  });
  return totalDocs === keys.length ? true : messageOf('validation.fileKey');
}

/** The site's rule for a file key field (`schema`), plus: uploaded to this site. */
export function siteFileKeys(schema: z.ZodType): Validate {
  return validateWith(schema, uploadedToEditorsSite);
}

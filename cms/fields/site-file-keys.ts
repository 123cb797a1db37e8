import type { PayloadRequest, Validate } from 'payload';
import type { z } from 'zod';
import type { FileVisibility } from '@halaqa/shared/file-keys';
import { sessionUserOf } from '../access/staff';
import { messageOf, validateWith } from './validate-with';

/**
 * Through Payload's REST API and the editors' admin, a file field (profile photo, logo, course
 * photo, lesson files …) names files uploaded to the editor's own site: never a URL (the key
 * pattern refuses one) and never a key that does not exist here. Services write with
 * overrideAccess, which validateWith lets through: they check their keys themselves (the site
 * settings' pictures: services/files/assert-public-site-files).
 */
async function uploadedToEditorsSite(value: unknown, req: PayloadRequest, visibility?: FileVisibility): Promise<string | true> {
  const user = sessionUserOf(req);
  const keys = [...new Set((Array.isArray(value) ? value : [value]).filter((key): key is string => typeof key === 'string' && key !== ''))];
  if (!user || keys.length === 0) return true;
  const { totalDocs } = await req.payload.count({
    collection: 'files',
    where: { and: [{ tenant: { equals: user.tenant } }, { key: { in: keys } }, ...(visibility ? [{ visibility: { equals: visibility } }] : [])] },
    // Explicitly filtered by the editor's tenant; the files collection is closed to REST.
    overrideAccess: true,
    req,
  });
  if (totalDocs === keys.length) return true;
  return messageOf(visibility === 'public' ? 'validation.publicFileKey' : 'validation.fileKey');
}

/** The site's rule for a file key field (`schema`), plus: uploaded to this site. */
export function siteFileKeys(schema: z.ZodType): Validate {
  return validateWith(schema, uploadedToEditorsSite);
}

/**
 * The same for a picture every visitor is shown (the logo, the home background, the about
 * image): a public file of this site, never a private one such as a student's submission (issue #39).
 */
export function publicSiteFileKeys(schema: z.ZodType): Validate {
  return validateWith(schema, (value, req) => uploadedToEditorsSite(value, req, 'public'));
}

import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';

/**
 * Settings name pictures every visitor is shown (the logo, the home background, the about
 * image), as a course names the signature its certificates print, so each key sent must be a
 * public file uploaded to this site (issue #39): a private file (a student's submission), another
 * site's file or a key never uploaded is refused (400, naming the field after `fieldPrefix`)
 * before anything is written. A key sent as it is stored was checked when it was written, and an
 * empty one clears the picture.
 */
export async function assertPublicSiteFiles(
  ctx: TenantContext,
  sent: Record<string, string | null | undefined>,
  stored: Record<string, string | null | undefined>,
  fieldPrefix = 'settings.',
): Promise<void> {
  const changed = Object.entries(sent).filter((entry): entry is [string, string] => Boolean(entry[1]) && entry[1] !== stored[entry[0]]);
  if (changed.length === 0) return;
  const { docs } = await tenantDb(ctx).find({
    collection: 'files',
    where: { and: [{ key: { in: changed.map(([, key]) => key) } }, { visibility: { equals: 'public' } }] },
    select: { key: true },
  });
  const found = new Set(docs.map((doc) => doc.key));
  const missing = changed.find(([, key]) => !found.has(key));
  if (missing) throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.publicFileKey', field: `${fieldPrefix}${missing[0]}` });
}

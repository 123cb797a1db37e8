import { AppError, AppErrorCode } from '@halaqa/shared/errors';

/** The wildcard of spec §6: every service of the site. */
const EVERY_SERVICE = '*';

/**
 * Refuses ids that name no service of this site (issue #40, item 6). The site has no services
 * yet, so every id but the wildcard is unknown: assigning one used to answer 200 and store an id
 * that named nothing. The services issue (#41) replaces this with a look-up, as for courses.
 */
export function assertSiteServices(ids: readonly string[], field: string): void {
  if (ids.some((id) => id !== EVERY_SERVICE)) throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.serviceNotFound', field });
}

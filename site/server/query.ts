import type { APIContext } from 'astro';
import type { z } from 'zod';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { firstIssueOf } from '@halaqa/shared/schemas/validation-error';

/** The query string parsed with a contract schema; a bad or unknown parameter is 400 naming it. */
export function readQuery<S extends z.ZodType>({ url }: Pick<APIContext, 'url'>, schema: S): z.infer<S> {
  const parsed = schema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    const { field, messageKey } = firstIssueOf(parsed.error);
    throw new AppError(AppErrorCode.VALIDATION, { messageKey, field });
  }
  return parsed.data;
}

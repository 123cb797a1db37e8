import type { PayloadRequest, Validate } from 'payload';
import type { z } from 'zod';
import { catalogues } from '@halaqa/shared/i18n/index';
import { firstIssueOf } from '@halaqa/shared/schemas/validation-error';

/**
 * Payload field checks that run the site's own zod rules (shared/src/schemas), so what Payload's
 * REST API and the editors' admin store is what the site's API would accept, and nothing else.
 */

/** The English message of a catalogue key such as `validation.fileKey`. */
export function messageOf(key: string): string {
  const [section, name] = key.split('.') as [string, string];
  const messages = catalogues.en as unknown as Record<string, Record<string, string> | undefined>;
  return messages[section]?.[name] ?? messages.validation?.invalidField ?? key;
}

const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * A field check with `schema` for writes through Payload's REST API and the admin. Services
 * (which write with `overrideAccess`) validated the same input with the same schema at the
 * site's endpoint, and some write what no person typed (a name from Google, the CLI's owner).
 * A stored value that is not being changed passes: it was checked when it was written, and an
 * edit of another field must not fail on it. An empty value passes unless the field is required.
 */
export function validateWith(schema: z.ZodType, extra?: (value: unknown, req: PayloadRequest) => Promise<string | true> | string | true): Validate {
  return async (value, { overrideAccess, previousValue, required, req }) => {
    if (overrideAccess) return true;
    if (value === null || value === undefined) return required ? messageOf('validation.invalidField') : true;
    if (sameValue(value, previousValue)) return true;
    const parsed = schema.safeParse(value);
    if (!parsed.success) return messageOf(firstIssueOf(parsed.error).messageKey);
    return extra ? extra(value, req) : true;
  };
}

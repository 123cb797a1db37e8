import { z } from 'zod';
import { FILE_VISIBILITIES } from '../file-keys';

/** The form fields that travel with an upload besides the file itself. */
export const ZUploadFields = z.object({
  visibility: z.enum(FILE_VISIBILITIES, { error: 'validation.invalidField' }).default('public'),
  segment: z
    .string({ error: 'validation.invalidField' })
    .regex(/^[a-z][a-z0-9-]{0,39}$/, { error: 'validation.invalidField' })
    .default('uploads'),
});

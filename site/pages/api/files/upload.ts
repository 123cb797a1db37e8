import { MAX_FILE_BYTES, uploadFile } from '@halaqa/cms/services/files/upload-file';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { ZUploadFields } from '@halaqa/shared/schemas/files';
import { firstIssueOf } from '@halaqa/shared/schemas/validation-error';
import { endpoint, tenantContext } from '../../../server/endpoint';
import { requireSignedIn } from '../../../server/guards';
import { json } from '../../../server/http';
import { readFormWithLimit } from '../../../server/limited-form';

/** Room for the multipart envelope around the largest file. */
const MAX_REQUEST_BYTES = MAX_FILE_BYTES + 64 * 1024;

/**
 * POST /api/files/upload (multipart: file, visibility?, segment?) → 200 { key } or { error }.
 * Who is asking is checked before a byte of the body is read; the body's size while it streams.
 */
export const POST = endpoint(async (context) => {
  const { actor } = requireSignedIn(context);
  const form = await readFormWithLimit(context.request, MAX_REQUEST_BYTES);
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.fileMissing', field: 'file' });
  const fields = ZUploadFields.safeParse({ visibility: form.get('visibility') ?? undefined, segment: form.get('segment') ?? undefined });
  if (!fields.success) throw new AppError(AppErrorCode.VALIDATION, firstIssueOf(fields.error));
  const bytes = new Uint8Array(await file.arrayBuffer());
  return json(await uploadFile(tenantContext(context), actor, { name: file.name, bytes, ...fields.data }));
});

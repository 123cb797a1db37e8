import { z } from 'zod';
import { AppErrorCode } from '../errors';
import { ZUploadFields } from '../schemas/files';
import type { ApiCall } from './common';

/** Files (learning-content §3, §7): uploads by key; the bytes are served at /files/{key}. */

export const FILE_CALLS: readonly ApiCall[] = [
  {
    method: 'post',
    path: '/api/files/upload',
    summary:
      'Signed-in users: stores a file and returns its key. Public files need the upload-files right, or to be one who may create courses (a teacher); private ones (submissions) anyone signed in. The type is read from the bytes; images are re-encoded.',
    multipartBody: ZUploadFields.extend({ file: z.string().meta({ format: 'binary', description: 'The file; its name must be English letters.' }) }),
    reply: z.object({ key: z.string().meta({ description: 'public/{segment}/{digits}/{random}_{name} or private/…' }) }),
    failures: [AppErrorCode.NOT_SIGNED_IN, AppErrorCode.FORBIDDEN, AppErrorCode.VALIDATION, AppErrorCode.BODY_TOO_LARGE, AppErrorCode.PLAN_LIMIT],
  },
];

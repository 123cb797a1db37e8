import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { APIRoute } from 'astro';
import { errorReply } from '../../server/http';

/** Any /api path that is not part of the contract: a JSON 404, never the HTML page. */
export const ALL: APIRoute = ({ locals }) => errorReply(new AppError(AppErrorCode.NOT_FOUND), locals.t);

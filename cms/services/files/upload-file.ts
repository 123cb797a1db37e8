import { randomBytes, randomInt } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { isValidFileName, type FileVisibility } from '@halaqa/shared/file-keys';
import { mayCreateCourse } from '@halaqa/shared/course-management';
import { hasRight } from '@halaqa/shared/rights';
import type { TenantContext } from '../context';
import { tenantDb } from '../tenant-db';
import type { Actor } from '../users/actor';
import { fileStore } from './file-store';
import { mediaDurationOf } from './media-duration';

/** Types a site accepts, recognised from the bytes themselves (never the name or the browser's word). */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
const OTHER_TYPES = new Set([
  'application/pdf',
  'video/mp4',
  'video/webm',
  'video/ogg',
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]);

/** Anyone signed in may upload their profile photo here (public, images only). */
export const AVATAR_SEGMENT = 'avatars';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_FILE_BYTES = 100 * 1024 * 1024;
/** Images are re-encoded no larger than this on their longest side. */
const MAX_IMAGE_SIDE = 2400;
/**
 * Pixels an image may declare before sharp decodes it (a 48-megapixel photo fits): a few KB
 * can declare 50000×50000 pixels, and decoding those would take gigabytes ("pixel flood").
 */
const MAX_IMAGE_PIXELS = 50_000_000;

export interface Upload {
  name: string;
  bytes: Uint8Array;
  visibility: FileVisibility;
  /** The folder of the key (e.g. images, materials, submissions). */
  segment: string;
}

/**
 * Who may upload a public file: the upload-files right, and whoever may make courses (a teacher,
 * modify-courses), whose courses need their covers, lesson videos and certificate pictures.
 */
const mayUploadPublicFiles = (actor: Actor) => hasRight(actor, 'upload-files') || mayCreateCourse(actor);

/**
 * POST /api/files/upload. Public files need mayUploadPublicFiles, except a profile photo
 * (segment `avatars`, images only); a private file (a student's submission) any signed-in user
 * may upload, and only they and the owner may read it. Images are
 * re-encoded with sharp, which drops metadata (location, camera) and anything hidden in them.
 */
export async function uploadFile(ctx: TenantContext, actor: Actor, upload: Upload): Promise<{ key: string }> {
  const ownAvatar = upload.visibility === 'public' && upload.segment === AVATAR_SEGMENT;
  if (upload.visibility === 'public' && !ownAvatar && !mayUploadPublicFiles(actor)) throw new AppError(AppErrorCode.FORBIDDEN);
  if (!isValidFileName(upload.name)) throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.fileName', field: 'file' });

  const detected = await fileTypeFromBuffer(upload.bytes);
  const contentType = detected?.mime ?? '';
  const isImage = IMAGE_TYPES.has(contentType);
  if ((ownAvatar && !isImage) || (!isImage && !OTHER_TYPES.has(contentType))) throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.fileType', field: 'file' });
  if (upload.bytes.byteLength > (isImage ? MAX_IMAGE_BYTES : MAX_FILE_BYTES)) throw new AppError(AppErrorCode.BODY_TOO_LARGE);

  const bytes = isImage ? await reencodeImage(upload.bytes, contentType) : upload.bytes;
  const duration = await mediaDurationOf(bytes, contentType);
  const key = `${upload.visibility}/${upload.segment}/${Date.now()}${randomInt(1000, 9999)}/${randomBytes(4).toString('hex')}_${upload.name}`;
  const store = fileStore();
  await store.put(ctx.tenant.id, key, bytes);
  try {
    await tenantDb(ctx).create({ collection: 'files', data: { key, visibility: upload.visibility, owner: actor.id, contentType, size: bytes.byteLength, duration } });
  } catch (error) {
    // Bytes without a record could never be served nor found again; the record's error is what matters.
    await store.delete(ctx.tenant.id, key).catch(() => {});
    throw error;
  }
  return { key };
}

/**
 * Truncated, corrupt (a bad CRC, garbage after the header) or oversized images are the
 * uploader's problem, not the server's: whatever sharp cannot decode is a 400 saying so.
 */
async function reencodeImage(bytes: Uint8Array, contentType: string): Promise<Uint8Array> {
  const image = sharp(bytes, { animated: contentType === 'image/gif', limitInputPixels: MAX_IMAGE_PIXELS }).rotate().resize({
    width: MAX_IMAGE_SIDE,
    height: MAX_IMAGE_SIDE,
    fit: 'inside',
    withoutEnlargement: true,
  });
  const format = contentType.split('/')[1] as 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';
  try {
    return new Uint8Array(await image.toFormat(format).toBuffer());
  } catch (error) {
    throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.imageUnreadable', field: 'file', cause: error });
  }
}

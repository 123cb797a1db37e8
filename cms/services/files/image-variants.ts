import sharp from 'sharp';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { ImageWidth } from '@halaqa/shared/image-widths';
import type { TenantContext } from '../context';
import type { Actor } from '../users/actor';
import { fileStore } from './file-store';
import { findReadableFile } from './find-readable-file';

/** Image types an upload keeps (upload-file re-encodes them); anything else has no sizes. */
const RESIZABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
/** Below sharp's default effort: a card-sized picture looks the same, and is made in a third of the time. */
const WEBP_QUALITY = 75;

/**
 * A public image of the request's tenant at one of the served widths, as WebP (never wider than
 * the original). Made with sharp on the first request and kept in the file store beside the
 * original, under the tenant's own folder like every file (the `variants/` folder, which no
 * uploaded key can name: they begin with public/ or private/), so later requests only read it.
 * Private files have no sizes: they are never shown in a page's `srcset`, and a kept variant
 * would need its own access rules. Null when the file is missing here (as readFile).
 */
export async function readImageVariant(ctx: TenantContext, key: string, width: ImageWidth, reader: Actor | null): Promise<Uint8Array | null> {
  const record = await findReadableFile(ctx, key, reader);
  if (!record) return null;
  if (record.visibility !== 'public' || !RESIZABLE.has(record.contentType)) {
    throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.invalidField', field: 'w' });
  }
  const store = fileStore();
  const variantKey = variantKeyOf(key, width);
  const kept = await store.get(ctx.tenant.id, variantKey);
  if (kept) return kept;
  const original = await store.get(ctx.tenant.id, key);
  if (!original) return null;
  const variant = new Uint8Array(await sharp(original, { animated: true }).resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer());
  await store.put(ctx.tenant.id, variantKey, variant);
  return variant;
}

/** Where a variant is kept in the tenant's store: `variants/{width}/{key}.webp`. */
export function variantKeyOf(key: string, width: ImageWidth): string {
  return `variants/${width}/${key}.webp`;
}

import type { ChangeEvent } from 'react';
import type { Translate } from '@halaqa/shared/i18n/translator';
import { uploadFile } from '../api-client';

/**
 * The picture chosen in a file input, which is then emptied so choosing the same file again is
 * a change too; null when the choice was cancelled.
 */
export function takeChosenFile(event: ChangeEvent<HTMLInputElement>): File | null {
  const file = event.target.files?.[0] ?? null;
  event.target.value = '';
  return file;
}

/** Uploads a picture a certificate shows (a design's image, the signature) as a public file of the site: its key, or the message to show. */
export async function uploadCertificateImage(file: File, t: Translate): Promise<{ key: string } | { error: string }> {
  const reply = await uploadFile(file, 'certificates').catch(() => ({ error: t('errors.network') }));
  return 'key' in reply ? reply : { error: reply.error ?? t('errors.internal') };
}

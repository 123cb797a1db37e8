import { useState, type ChangeEvent } from 'react';
import type { Translate } from '@halaqa/shared/i18n/translator';
import { uploadFile } from '../api-client';

/**
 * Uploading a picture a certificate shows (a design's image, the signature) as a public file of
 * the site, from a file input: whether one is under way, and the error to show beside that input
 * (issue #44, item 4). The input is emptied after each choice, so choosing the same file again is
 * a change too.
 */
export function useCertificateImageUpload(t: Translate) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string>();

  async function upload(event: ChangeEvent<HTMLInputElement>, onUploaded: (key: string) => void): Promise<void> {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    setError(undefined);
    const reply = await uploadFile(file, 'certificates').catch(() => ({ error: t('errors.network') }));
    setUploading(false);
    if ('key' in reply) onUploaded(reply.key);
    else setError(reply.error ?? t('errors.internal'));
  }

  return { uploading, error, upload };
}

'use client';
import { displayNameOfKey, previewKindOf } from '@halaqa/shared/file-keys';

/**
 * A stored file as the editor recognises it: the picture itself, a playable video, or its name,
 * each served by the site (`/files/{key}`) with the editor's own session.
 */
export function FilePreview({ fileKey, siteOrigin, openText }: { fileKey: string; siteOrigin: string; openText: string }) {
  const url = `${siteOrigin}/files/${fileKey.split('/').map(encodeURIComponent).join('/')}`;
  const name = displayNameOfKey(fileKey);
  const kind = previewKindOf(fileKey);
  return (
    <figure className="halaqa-file-preview">
      {kind === 'image' && <img src={url} alt={name} loading="lazy" />}
      {kind === 'video' && <video src={url} controls preload="metadata" aria-label={name} />}
      <figcaption>
        <a href={url} target="_blank" rel="noopener noreferrer" aria-label={openText.replace('{{name}}', name)}>
          {name}
        </a>
      </figcaption>
    </figure>
  );
}

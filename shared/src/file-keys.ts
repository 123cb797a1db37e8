/**
 * File keys and names (learning-content §3, §5): `public/{segment}/{digits}/{name}` or
 * `private/…`; the stored name is `{random}_{original}`, so the display name is the part after
 * the first underscore. Names must be English letters (digits, spaces, `-`, `_` and `.` allowed).
 */
export const FILE_VISIBILITIES = ['public', 'private'] as const;
export type FileVisibility = (typeof FILE_VISIBILITIES)[number];

const KEY_PATTERN = /^(public|private)\/([a-z][a-z0-9-]{0,39})\/(\d{1,20})\/([A-Za-z0-9][A-Za-z0-9 _.-]{0,199})$/;

export function isValidFileName(name: string): boolean {
  return /^[A-Za-z0-9 _.-]{1,200}$/.test(name) && /[A-Za-z]/.test(name) && !name.startsWith('.');
}

export function isFileKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

export function visibilityOfKey(key: string): FileVisibility | null {
  const match = KEY_PATTERN.exec(key);
  return match ? (match[1] as FileVisibility) : null;
}

/** What a person sees for a stored file: the name after the first underscore. */
export function displayNameOfKey(key: string): string {
  const name = key.split('/').pop() ?? '';
  const underscore = name.indexOf('_');
  return underscore === -1 ? name : name.slice(underscore + 1);
}

const VIDEO_TYPES: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm', ogg: 'video/ogg' };

/** The type a lesson video is served as, from its extension (§5); anything else is generic binary. */
export function videoTypeOf(key: string): string {
  const extension = key.split('.').pop()?.toLowerCase() ?? '';
  return VIDEO_TYPES[extension] ?? 'application/octet-stream';
}

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif']);

/** How a stored file can be shown from its key alone: as a picture, as a video, or as a named file. */
export function previewKindOf(key: string): 'image' | 'video' | 'file' {
  const extension = key.split('.').pop()?.toLowerCase() ?? '';
  if (IMAGE_EXTENSIONS.has(extension)) return 'image';
  return Object.hasOwn(VIDEO_TYPES, extension) ? 'video' : 'file';
}

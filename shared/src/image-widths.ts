/**
 * The widths an uploaded image is served at (`/files/{key}?w=640`), as WebP. A fixed set, not any
 * number: each width is resized once and kept, so an open-ended one would let anyone fill the
 * disk with variants and keep the server resizing. Pages name them in `srcset` and the browser
 * picks the smallest that covers its slot at its pixel density.
 */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The width a `w` query parameter asks for: null when absent, 'invalid' when not one of IMAGE_WIDTHS. */
export function requestedImageWidth(param: string | null): ImageWidth | null | 'invalid' {
  if (param === null) return null;
  const width = IMAGE_WIDTHS.find((allowed) => String(allowed) === param);
  return width ?? 'invalid';
}

/** The URL of a stored image at one of the served widths. */
export function imageUrl(key: string, width: ImageWidth): string {
  return `/files/${key}?w=${width}`;
}

/** A `srcset` of every served width up to `largest` (a slot never needs more than its largest). */
export function imageSrcset(key: string, largest: ImageWidth = 1280): string {
  return IMAGE_WIDTHS.filter((width) => width <= largest)
    .map((width) => `${imageUrl(key, width)} ${width}w`)
    .join(', ');
}

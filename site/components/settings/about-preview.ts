import { escapeHtml } from '@halaqa/shared/escape-html';

interface AboutDraft {
  title: string;
  /** The HTML as the owner writes it; the server sanitises it when it is saved. */
  content: string;
  /** The image's file key, or empty. */
  image: string;
}

/**
 * The about settings' live preview: a whole document for a sandboxed frame (no script in it can
 * run) whose policy loads images from this site only, laid out like the about page.
 */
export function aboutPreviewDocument({ title, content, image }: AboutDraft, { origin, language, direction }: { origin: string; language: string; direction: 'rtl' | 'ltr' }): string {
  return `<!doctype html>
<html lang="${escapeHtml(language)}" dir="${direction}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src ${escapeHtml(origin)}; style-src 'unsafe-inline'">
<base href="${escapeHtml(origin)}/">
<style>body { font-family: system-ui, sans-serif; margin: 1rem; line-height: 1.6; } img { max-inline-size: 100%; border-radius: 8px; }</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
${image ? `<img src="/files/${escapeHtml(image)}" alt="">` : ''}
<div>${content}</div>
</body>
</html>`;
}

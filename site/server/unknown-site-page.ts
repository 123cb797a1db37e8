import { directionOf, translatorFor, type Language } from '@halaqa/shared/i18n/index';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The page for a host no tenant owns. It is rendered here rather than by a route because no
 * tenant (and so no layout, theme or site name) exists for it.
 */
export function renderUnknownSitePage(language: Language, host: string): Response {
  const t = translatorFor(language);
  const html = `<!doctype html>
<html lang="${language}" dir="${directionOf(language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t('unknownSite.title'))}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>${escapeHtml(t('unknownSite.title'))}</h1>
<p>${escapeHtml(t('unknownSite.message', { host }))}</p>
</body></html>`;
  return new Response(html, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

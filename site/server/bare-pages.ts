import { directionOf, translatorFor, type Language } from '@halaqa/shared/i18n/index';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A bare page of a title and a message, for when there is no site to render it in. */
function messagePage(language: Language, title: string, message: string, status: number): Response {
  const html = `<!doctype html>
<html lang="${language}" dir="${directionOf(language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<main><h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p></main>
</body></html>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

/** A host no tenant owns: there is no layout, theme or site name to show, so it is bare. */
export function renderUnknownSitePage(language: Language, host: string): Response {
  const t = translatorFor(language);
  return messagePage(language, t('unknownSite.title'), t('unknownSite.message', { host }), 404);
}

/** A suspended site (platform-core §8): every page says so and asks to contact support. */
export function renderSuspendedSitePage(language: Language, siteName: string): Response {
  const t = translatorFor(language);
  return messagePage(language, t('suspendedSite.title'), t('suspendedSite.message', { siteName }), 503);
}

/** The database cannot be reached (restarting): a plain page, no layout (it would need the database). */
export function renderUnavailablePage(language: Language): Response {
  const t = translatorFor(language);
  return messagePage(language, t('unavailableSite.title'), t('errors.serviceUnavailable'), 503);
}

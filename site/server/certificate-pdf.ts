import { printPdf, type RenderAsset } from './pdf-printer';

/**
 * Certificates as PDF (issue #6), printed by the shared printer (pdf-printer.ts). The only
 * requests a certificate page may make are for this site's public files, which a template
 * names with relative /files/public/… addresses; every other request is refused.
 */

/**
 * The made-up origin certificate pages are given as base: relative /files/public/… addresses in
 * a template resolve to it, and only they are answered. Nothing is ever sent there.
 */
export const RENDER_ORIGIN = 'http://certificate.invalid';

/** A public file of the site by key (`public/…`), or null. */
export type AssetReader = (key: string) => Promise<RenderAsset | null>;

async function publicFile(url: URL, readAsset: AssetReader): Promise<RenderAsset | null> {
  if (url.origin !== RENDER_ORIGIN || !url.pathname.startsWith('/files/public/')) return null;
  return readAsset(decodeURIComponent(url.pathname.slice('/files/'.length)));
}

/** An A4 landscape PDF of a certificate page (certificate-html.ts). */
export function renderCertificatePdf(html: string, readAsset: AssetReader): Promise<Buffer> {
  return printPdf(html, { orientation: 'landscape', serve: (url) => publicFile(url, readAsset) });
}

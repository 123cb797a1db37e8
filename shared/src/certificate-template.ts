import { escapeHtml } from './escape-html';
import { agreeingWith, type FormOfAddress } from './form-of-address';
import { formatDate } from './intl-formats';
import { numberLocaleOf } from './money';
import type { Translate } from './i18n/translator';

/**
 * A certificate's design (issue #6): the teacher's HTML with `{{placeholder}}`s, the default design
 * when they wrote none, and the printable A4 landscape page around either. Pure, so the server's
 * PDF and the designer's live preview fill a template the same way.
 */

/** The spec's five placeholders, the points there were to earn, the issue date and the verification address. */
export const CERTIFICATE_PLACEHOLDERS = ['courseName', 'serviceName', 'userName', 'grade', 'possible', 'percent', 'date', 'verifyUrl'] as const;
export type CertificatePlaceholder = (typeof CERTIFICATE_PLACEHOLDERS)[number];
export type CertificateValues = Record<CertificatePlaceholder, string>;

/**
 * What a template may hold, for the server's sanitiser (site/server/certificate-html.ts) and the
 * designer's visual mode, so the visual view shows what the printed certificate keeps: the tags
 * and inline styles a certificate's layout needs (blocks, headings, text, lists, tables, images,
 * links), and for each tag its attributes (`*`: every tag's).
 */
export const CERTIFICATE_TEMPLATE_TAGS = [
  'div', 'section', 'header', 'footer', 'main', 'article', 'aside', 'figure', 'figcaption',
  'p', 'span', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote',
  'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'bdi', 'bdo',
  'ul', 'ol', 'li', 'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'img', 'a',
] as const;
export const CERTIFICATE_TEMPLATE_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  '*': ['style', 'class', 'dir', 'lang', 'align', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  a: ['href'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
  col: ['span'],
};

/** An image a certificate may show: this site's public files (served to the renderer by the PDF route) or an embedded image. */
export function isCertificateImageSource(src: string): boolean {
  return /^\/files\/public\/[^?#]+$/.test(src) || /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,/i.test(src);
}

/** The placeholders whose values people wrote, in any script: a course's or service's name, a student's. */
const WRITTEN_BY_PEOPLE: ReadonlySet<CertificatePlaceholder> = new Set(['courseName', 'serviceName', 'userName']);

/**
 * The template with each known `{{ name }}` replaced by its value, HTML-escaped (a student's
 * name is text, never markup). Unknown placeholders are left as they are, so a typo shows.
 * A name in the text is isolated in `<bdi>` (issue #15): an Arabic name in an English sentence,
 * or the reverse, keeps its own direction and leaves the punctuation around it where it was.
 * Inside a tag (an attribute's value) it is only escaped.
 */
export function fillCertificateTemplate(template: string, values: CertificateValues): string {
  return template.replace(/\{\{\s*([a-zA-Z]+)\s*\}\}/g, (whole, name: string, offset: number) => {
    if (!(CERTIFICATE_PLACEHOLDERS as readonly string[]).includes(name)) return whole;
    const placeholder = name as CertificatePlaceholder;
    const value = escapeHtml(values[placeholder]);
    const inTag = template.lastIndexOf('<', offset) > template.lastIndexOf('>', offset);
    return WRITTEN_BY_PEOPLE.has(placeholder) && !inTag && value !== '' ? `<bdi>${value}</bdi>` : value;
  });
}

export interface CertificateFacts {
  courseName: string;
  userName: string;
  /** Earned points; null when nothing graded counted. */
  grade: number | null;
  /** Earned ÷ possible × 100; null when nothing graded counted. */
  percent: number | null;
  /** The points there were to earn; null when nothing graded counted (or on a certificate issued before it was kept). */
  possible: number | null;
  issuedAt: string;
  verifyUrl: string;
}

/**
 * The placeholders' values in a language: numbers, the percent sign and the date as that language
 * writes them (Arabic in Arabic-Indic digits, as money and every other figure on the site).
 */
export function certificateValues(facts: CertificateFacts, language: string): CertificateValues {
  const locale = numberLocaleOf(language);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  return {
    courseName: facts.courseName,
    // Services have no certificates yet (issue #6 issues course certificates only).
    serviceName: '',
    userName: facts.userName,
    grade: facts.grade === null ? '' : number.format(facts.grade),
    possible: facts.possible === null ? '' : number.format(facts.possible),
    percent: facts.percent === null ? '' : percent.format(facts.percent / 100),
    date: formatDate(language, facts.issuedAt),
    verifyUrl: facts.verifyUrl,
  };
}

/** Made-up values for the designer's preview. */
export function sampleCertificateValues(t: Translate, language: string, origin: string): CertificateValues {
  return certificateValues(
    { courseName: t('certificates.sample.courseName'), userName: t('certificates.sample.userName'), grade: 45, possible: 50, percent: 90, issuedAt: new Date().toISOString(), verifyUrl: `${origin}/certificates/sample` },
    language,
  );
}

const line = (style: string, html: string) => `  <p style="margin:0;${style}">${html}</p>\n`;
/** A catalogue text with placeholders kept as `{{name}}` for the template. */
const text = (t: Translate, key: string, ...names: CertificatePlaceholder[]) =>
  escapeHtml(t(key, Object.fromEntries(names.map((name) => [name, `{{${name}}}`]))));
/** A catalogue text about the holder, agreeing with them (form-of-address). */
const aboutHolder = (t: Translate, key: string, holder: FormOfAddress | undefined) => escapeHtml(t(key, agreeingWith(holder)));

/** The signature, its signer's name on the line under it; the picture alone when no name is known. */
function signatureBlock(t: Translate, { src, signer }: { src: string; signer: string }): string {
  const alt = signer ? t('certificates.design.signatureOf', { name: signer }) : t('certificates.design.signature');
  return (
    '  <div style="display:flex;flex-direction:column;align-items:center;gap:1mm;">\n' +
    `    <img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" style="max-height:18mm;max-width:60mm;">\n` +
    (signer ? `    <p style="margin:0;min-width:50mm;padding-top:1mm;border-top:0.3mm solid #8a6d3b;font-size:11pt;"><bdi>${escapeHtml(signer)}</bdi></p>\n` : '') +
    '  </div>\n'
  );
}

/**
 * The default design in the reader's language: a framed A4 landscape page. Only inline styles
 * and plain tags, so it is also a starting point in the designer and passes the sanitiser.
 * `withGrade: false` leaves out the grade line (a certificate for which nothing was graded);
 * `withPossible: false` says the points without what there was to earn (one issued before that was kept);
 * `logo`: the site's logo above the title (issue #44, item 8), a public file's address and its name;
 * `holder`: how the holder asks to be spoken of, which the words about them agree with;
 * `signature`: a signature image above the signer's name, under the grade (issue #44, item 8).
 */
export function defaultCertificateTemplate(
  t: Translate,
  {
    withGrade,
    withPossible = true,
    logo,
    holder,
    signature,
  }: { withGrade: boolean; withPossible?: boolean; logo?: { src: string; alt: string }; holder?: FormOfAddress; signature?: { src: string; signer: string } },
): string {
  return (
    '<div style="box-sizing:border-box;height:100%;padding:10mm;background:#fbf8ef;">\n' +
    '<div style="box-sizing:border-box;height:100%;border:2.5mm double #8a6d3b;padding:12mm 20mm;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:6mm;text-align:center;color:#2b2b2b;">\n' +
    (logo ? `  <img src="${escapeHtml(logo.src)}" alt="${escapeHtml(logo.alt)}" style="max-height:22mm;max-width:70mm;">\n` : '') +
    line('font-size:30pt;font-weight:bold;color:#8a6d3b;', text(t, 'certificates.design.title')) +
    line('font-size:15pt;', text(t, 'certificates.design.certifies')) +
    line('font-size:32pt;font-weight:bold;', '{{userName}}') +
    line('font-size:15pt;', aboutHolder(t, 'certificates.design.completed', holder)) +
    line('font-size:22pt;font-weight:bold;color:#2f4a78;', '{{courseName}}') +
    (withGrade ? line('font-size:13pt;', withPossible ? text(t, 'certificates.design.gradeOfPossible', 'grade', 'possible', 'percent') : text(t, 'certificates.design.grade', 'grade', 'percent')) : '') +
    (signature ? signatureBlock(t, signature) : '') +
    line('font-size:11pt;color:#555;', text(t, 'certificates.design.issued', 'date')) +
    line('font-size:9pt;color:#777;', text(t, 'certificates.design.verify', 'verifyUrl')) +
    '</div>\n</div>'
  );
}

/**
 * The printable page around a design: A4 landscape, no margins, and a policy that lets it load
 * images only from `baseUrl` (this site's public files) or data URIs, and nothing else. A custom
 * template's direction follows its own text (`dir="auto"`); the default design the reader's.
 */
export function certificateDocument({ body, language, direction, baseUrl }: { body: string; language: string; direction: 'rtl' | 'ltr' | 'auto'; baseUrl: string }): string {
  return `<!doctype html>
<html lang="${escapeHtml(language)}" dir="${direction}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data: ${escapeHtml(baseUrl)}; style-src 'unsafe-inline'">
<base href="${escapeHtml(baseUrl)}">
<style>
@page { size: A4 landscape; margin: 0; }
html, body { margin: 0; padding: 0; }
body { font-family: 'Noto Naskh Arabic', 'Amiri', 'DejaVu Sans', 'Noto Sans', sans-serif; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.certificate-page { box-sizing: border-box; width: 297mm; height: 210mm; overflow: hidden; position: relative; }
</style>
</head>
<body><div class="certificate-page">${body}</div></body>
</html>`;
}

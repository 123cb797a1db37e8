import { escapeHtml } from '@halaqa/shared/escape-html';
import { directionOf, type Language, type Translate } from '@halaqa/shared/i18n/index';
import { formatEgp, numberLocaleOf } from '@halaqa/shared/money';
import type { ReceiptDocument } from '@halaqa/shared/receipt-document';

/**
 * The page a site owner's receipt for a platform plan (issue #12) is printed from: one A4
 * portrait page in the owner's language. It loads nothing (system fonts, no images), so the
 * printer can refuse every request; every value in it is escaped.
 */

/** Escaped lines, the first in bold; each isolated (bdi), so a Latin name or address in an Arabic receipt keeps its own direction. */
const lines = (...texts: (string | null)[]) =>
  texts
    .filter((text) => text !== null)
    .map((text, index) => `<p${index === 0 ? ' class="name"' : ''}><bdi>${escapeHtml(text)}</bdi></p>`)
    .join('\n');

const fact = (label: string, value: string) => `<div><dt>${escapeHtml(label)}</dt><dd><bdi>${escapeHtml(value)}</bdi></dd></div>`;

const STYLE = `
@page { size: A4 portrait; margin: 18mm 16mm; }
html, body { margin: 0; padding: 0; }
body { font-family: 'Noto Naskh Arabic', 'Noto Sans Arabic', 'DejaVu Sans', 'Noto Sans', sans-serif; font-size: 10.5pt; line-height: 1.45; color: #222; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
p { margin: 0; }
header { display: flex; justify-content: space-between; align-items: center; border-block-end: 0.6mm solid #2f4a78; padding-block-end: 5mm; }
h1 { margin: 0; font-size: 24pt; color: #2f4a78; }
.stamp { border: 0.8mm solid #1d7a46; border-radius: 2mm; padding: 1mm 5mm; color: #1d7a46; font-size: 16pt; font-weight: bold; text-transform: uppercase; transform: rotate(-6deg); }
.parties { display: grid; grid-template-columns: 1fr 1fr; gap: 10mm; margin-block: 8mm; }
h2 { margin: 0 0 2mm; font-size: 9pt; font-weight: normal; color: #666; text-transform: uppercase; }
.name { font-weight: bold; font-size: 12pt; }
dl { display: grid; grid-template-columns: 1fr 1fr; gap: 3mm 10mm; margin: 0 0 8mm; padding: 4mm 5mm; background: #f3f5f9; border-radius: 2mm; }
dt { font-size: 9pt; color: #666; }
dd { margin: 0; font-weight: bold; }
table { width: 100%; border-collapse: collapse; }
th, td { padding: 3mm 2mm; text-align: start; vertical-align: top; }
thead th { font-size: 9pt; font-weight: normal; color: #666; border-block-end: 0.3mm solid #999; }
tbody td { border-block-end: 0.3mm solid #ddd; }
.amount { text-align: end; white-space: nowrap; }
tfoot th, tfoot td { font-size: 13pt; font-weight: bold; border-block-start: 0.6mm solid #2f4a78; }
tfoot th { text-align: end; }
footer { margin-block-start: 12mm; color: #666; font-size: 9pt; text-align: center; }
`;

export function receiptHtml(receipt: ReceiptDocument, t: Translate, language: Language): string {
  const { site, platform } = receipt;
  const date = new Intl.DateTimeFormat(numberLocaleOf(language), { dateStyle: 'long', timeZone: 'Africa/Cairo' });
  const amount = formatEgp(receipt.amountPiastres / 100, language);
  const line = t('plans.receipt.line', {
    plan: t(`plans.names.${receipt.plan}`),
    cycle: t(`plans.receipt.${receipt.cycle}`),
    start: date.format(receipt.periodStart),
    end: date.format(receipt.periodEnd),
  });
  const text = (key: string, values: Record<string, string> = {}) => escapeHtml(t(key, values));
  return `<!doctype html>
<html lang="${language}" dir="${directionOf(language)}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${text('plans.receipt.title')} ${escapeHtml(receipt.invoiceNumber)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><h1>${text('plans.receipt.title')}</h1><p class="stamp">${text('plans.receipt.paid')}</p></header>
<section class="parties">
<div>
<h2>${text('plans.receipt.from')}</h2>
${lines(platform.name, platform.address, platform.taxId === null ? null : t('plans.receipt.taxId', { taxId: platform.taxId }), platform.email)}
</div>
<div>
<h2>${text('plans.receipt.billedTo')}</h2>
${lines(site.name, site.domain, site.ownerName, site.ownerEmail)}
</div>
</section>
<dl>
${fact(t('plans.receipt.invoiceNumber'), receipt.invoiceNumber)}
${fact(t('plans.receipt.transactionId'), receipt.transactionId)}
${fact(t('plans.receipt.issuedAt'), date.format(receipt.issuedAt))}
${fact(t('plans.receipt.paidAt'), date.format(receipt.paidAt))}
</dl>
<table>
<thead><tr><th>${text('plans.receipt.description')}</th><th class="amount">${text('plans.receipt.amount')}</th></tr></thead>
<tbody><tr><td>${escapeHtml(line)}</td><td class="amount">${escapeHtml(amount)}</td></tr></tbody>
<tfoot><tr><th>${text('plans.receipt.total')}</th><td class="amount">${escapeHtml(amount)}</td></tr></tfoot>
</table>
<footer>${text('plans.receipt.thanks', { platform: platform.name })}</footer>
</body>
</html>`;
}

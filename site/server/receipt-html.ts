import { escapeHtml } from '@halaqa/shared/escape-html';
import { directionOf, type Language, type Translate } from '@halaqa/shared/i18n/index';
import { formatEgp } from '@halaqa/shared/money';
import { receiptDateFormat, type OrderReceiptDocument, type ReceiptDocument } from '@halaqa/shared/receipt-document';

/**
 * The pages receipts are printed from, one A4 portrait page in the reader's language: a site
 * owner's for a platform plan (issue #12) and a buyer's for a site's order (issue #44). Both have
 * one layout (receiptPage); each document says what goes in it. The page loads nothing (system
 * fonts, no images), so the printer can refuse every request; every value in it is escaped.
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

/** What a receipt shows, already in the reader's language. */
interface ReceiptLayout {
  title: string;
  stamp: string;
  from: { heading: string; lines: (string | null)[] };
  billedTo: { heading: string; lines: (string | null)[] };
  facts: [label: string, value: string][];
  columns: { description: string; amount: string };
  items: { description: string; amount: string }[];
  total: { label: string; amount: string };
  /** What was given back of the total (a buyer's order refunded in full or in part). */
  refunded?: { label: string; amount: string };
  footer: string;
}

function receiptPage(layout: ReceiptLayout, documentNumber: string, language: Language): string {
  return `<!doctype html>
<html lang="${language}" dir="${directionOf(language)}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${escapeHtml(layout.title)} ${escapeHtml(documentNumber)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><h1>${escapeHtml(layout.title)}</h1><p class="stamp">${escapeHtml(layout.stamp)}</p></header>
<section class="parties">
<div>
<h2>${escapeHtml(layout.from.heading)}</h2>
${lines(...layout.from.lines)}
</div>
<div>
<h2>${escapeHtml(layout.billedTo.heading)}</h2>
${lines(...layout.billedTo.lines)}
</div>
</section>
<dl>
${layout.facts.map(([label, value]) => fact(label, value)).join('\n')}
</dl>
<table>
<thead><tr><th>${escapeHtml(layout.columns.description)}</th><th class="amount">${escapeHtml(layout.columns.amount)}</th></tr></thead>
<tbody>${layout.items.map((item) => `<tr><td><bdi>${escapeHtml(item.description)}</bdi></td><td class="amount">${escapeHtml(item.amount)}</td></tr>`).join('')}</tbody>
<tfoot><tr><th>${escapeHtml(layout.total.label)}</th><td class="amount">${escapeHtml(layout.total.amount)}</td></tr>${
    layout.refunded ? `<tr><th>${escapeHtml(layout.refunded.label)}</th><td class="amount">${escapeHtml(layout.refunded.amount)}</td></tr>` : ''
  }</tfoot>
</table>
<footer>${escapeHtml(layout.footer)}</footer>
</body>
</html>`;
}

/** A site owner's receipt for a platform plan: from the platform, to the site and its owner. */
export function receiptHtml(receipt: ReceiptDocument, t: Translate, language: Language): string {
  const { site, platform } = receipt;
  const date = receiptDateFormat(language);
  const amount = formatEgp(receipt.amountPiastres / 100, language);
  const description = t('plans.receipt.line', {
    plan: t(`plans.names.${receipt.plan}`),
    cycle: t(`plans.receipt.${receipt.cycle}`),
    start: date.format(receipt.periodStart),
    end: date.format(receipt.periodEnd),
  });
  const layout: ReceiptLayout = {
    title: t('plans.receipt.title'),
    stamp: t('plans.receipt.paid'),
    from: { heading: t('plans.receipt.from'), lines: [platform.name, platform.address, platform.taxId === null ? null : t('plans.receipt.taxId', { taxId: platform.taxId }), platform.email] },
    billedTo: { heading: t('plans.receipt.billedTo'), lines: [site.name, site.domain, site.ownerName, site.ownerEmail] },
    facts: [
      [t('plans.receipt.invoiceNumber'), receipt.invoiceNumber],
      [t('plans.receipt.transactionId'), receipt.transactionId],
      [t('plans.receipt.issuedAt'), date.format(receipt.issuedAt)],
      [t('plans.receipt.paidAt'), date.format(receipt.paidAt)],
    ],
    columns: { description: t('plans.receipt.description'), amount: t('plans.receipt.amount') },
    items: [{ description, amount }],
    total: { label: t('plans.receipt.total'), amount },
    footer: t('plans.receipt.thanks', { platform: platform.name }),
  };
  return receiptPage(layout, receipt.invoiceNumber, language);
}

/** A buyer's receipt for an order of a site's courses: from the site, to the buyer. */
export function orderReceiptHtml(receipt: OrderReceiptDocument, t: Translate, language: Language): string {
  const pounds = (piastres: number) => formatEgp(piastres / 100, language);
  const layout: ReceiptLayout = {
    title: t('plans.receipt.title'),
    stamp: receipt.refunded ? t('payments.orders.refunded') : t('plans.receipt.paid'),
    from: { heading: t('plans.receipt.from'), lines: [receipt.site.name, receipt.site.domain] },
    billedTo: { heading: t('plans.receipt.billedTo'), lines: [receipt.buyer.name, receipt.buyer.email] },
    facts: [
      [t('payments.thankYou.number'), receipt.number],
      [t('plans.receipt.transactionId'), receipt.transactionId],
      [t('plans.receipt.paidAt'), receiptDateFormat(language).format(receipt.paidAt)],
    ],
    columns: { description: t('plans.receipt.description'), amount: t('plans.receipt.amount') },
    items: receipt.lines.map((line) => ({
      description: `${line.name} (${line.per === 'lifetime' ? t('payments.receipt.lifetime') : t(`catalogue.per.${line.per}`)})`,
      amount: pounds(line.amountPiastres),
    })),
    total: { label: t('plans.receipt.total'), amount: pounds(receipt.totalPiastres) },
    ...(receipt.refundedPiastres > 0 ? { refunded: { label: t('payments.receipt.refunded'), amount: pounds(receipt.refundedPiastres) } } : {}),
    footer: t('payments.receipt.thanks', { site: receipt.site.name }),
  };
  return receiptPage(layout, receipt.number, language);
}

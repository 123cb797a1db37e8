import { createHash } from 'node:crypto';
import type { TenantContext } from '../context';
import { fileStore } from '../files/file-store';

/**
 * A certificate's PDF, printed once per design (issue #16): kept in the tenant's file store under
 * `printed/certificates/{code}/{hash of the HTML}.pdf` (a folder no uploaded key can name: those
 * begin with public/ or private/). The HTML holds everything the print depends on (the course's
 * design, the names, the reader's language), so a changed design or language is a new print and
 * the same one is read back instead of starting Chromium again. Older prints stay until the
 * certificate's folder is cleared; a few tens of KB each.
 */
export function keptCertificatePdf(ctx: TenantContext, code: string, html: string, print: () => Promise<Uint8Array>): Promise<Uint8Array> {
  const key = `printed/certificates/${code}/${createHash('sha256').update(html).digest('hex')}.pdf`;
  // Asked for again while it is being printed (a class opening the link at once): one print.
  const place = `${ctx.tenant.id}/${key}`;
  let pdf = printing.get(place);
  if (!pdf) {
    pdf = keptOrPrinted(ctx.tenant.id, key, print).finally(() => printing.delete(place));
    printing.set(place, pdf);
  }
  return pdf;
}

/** Prints in progress in this process, by the store's place of their PDF. */
const printing = new Map<string, Promise<Uint8Array>>();

async function keptOrPrinted(tenantId: string, key: string, print: () => Promise<Uint8Array>): Promise<Uint8Array> {
  const store = fileStore();
  const kept = await store.get(tenantId, key);
  if (kept) return kept;
  const pdf = await print();
  await store.put(tenantId, key, pdf);
  return pdf;
}

import type { ZInvoiceView } from '@halaqa/shared/api-contract/subscription';
import type { z } from 'zod';
import type { Invoice } from '../../payload-types';

export function invoiceView(invoice: Invoice): z.infer<typeof ZInvoiceView> {
  return {
    id: invoice.id,
    number: invoice.number,
    kind: invoice.kind,
    plan: invoice.plan,
    cycle: invoice.cycle,
    amount: invoice.amount / 100,
    status: invoice.status,
    issuedAt: invoice.createdAt,
    dueAt: invoice.dueAt,
    paidAt: invoice.paidAt ?? null,
    periodStart: invoice.periodStart ?? null,
    periodEnd: invoice.periodEnd ?? null,
  };
}

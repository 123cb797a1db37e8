import type { Language } from '@halaqa/shared/i18n/index';
import { listFormat } from '@halaqa/shared/intl-formats';
import type { Order } from '../../payload-types';

/** The names of an order's courses as bought, as a list in the buyer's language, for their messages. */
export function courseNamesOf(order: Pick<Order, 'lines'>, language: Language): string {
  return listFormat(language).format(order.lines.map((line) => line.courseName ?? ''));
}

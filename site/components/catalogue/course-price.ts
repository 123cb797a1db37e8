import type { TCourseCard } from '@halaqa/shared/api-contract/course-shapes';
import { formatEgp } from '@halaqa/shared/money';
import type { Language, Translate } from '@halaqa/shared/i18n/index';

/**
 * A course's price as the catalogue shows it: "Free" at 0, else the amount in Egyptian pounds
 * (learning-content §9) written the language's way, with its unit ("per month", "lifetime access").
 */
export function coursePriceText(price: TCourseCard['price'], language: Language, t: Translate): { amount: string; unit: string } {
  if (price.price <= 0) return { amount: t('catalogue.free'), unit: '' };
  const amount = formatEgp(price.price, language);
  return { amount, unit: t(`catalogue.per.${price.per}`) };
}

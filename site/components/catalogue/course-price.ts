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

/** The price a "Buy for …" button names: the amount, and its period unless it buys for good. */
export function buyingPriceText(price: TCourseCard['price'], language: Language, t: Translate): string | null {
  if (price.price <= 0) return null;
  const { amount, unit } = coursePriceText(price, language, t);
  return price.per === 'lifetime' ? amount : `${amount} ${unit}`;
}

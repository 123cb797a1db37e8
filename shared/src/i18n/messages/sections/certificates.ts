import type { SectionLanguage } from './section-language';

/**
 * The `certificates` section of the catalogue in all four languages, kept in one file so a feature's
 * texts are written and reviewed together. `en` gives the shape; the others must match it.
 */
const en = {};

export const certificatesMessages: Record<SectionLanguage, typeof en> = {
  en,
  ar: {},
  es: {},
  fr: {},
};

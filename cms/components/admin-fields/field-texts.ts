import { catalogues, isLanguage, type Messages } from '@halaqa/shared/i18n/index';

/** The admin widgets' texts in the admin's language (the site's catalogue; English when Payload's language is not one of ours). */
export function fieldTextsFor(i18n: { language: string }): Messages['editorsAdmin']['fields'] {
  return catalogues[isLanguage(i18n.language) ? i18n.language : 'en'].editorsAdmin.fields;
}

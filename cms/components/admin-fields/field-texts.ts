import { catalogues, isLanguage, translatorFor, type Language, type Messages, type Translate } from '@halaqa/shared/i18n/index';

/** Our language for Payload's: the same when it is one of ours, English otherwise. */
function fieldLanguageOf(i18n: { language: string }): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** The admin widgets' texts in the admin's language (the site's catalogue; English when Payload's language is not one of ours). */
export function fieldTextsFor(i18n: { language: string }): Messages['editorsAdmin']['fields'] {
  return catalogues[fieldLanguageOf(i18n)].editorsAdmin.fields;
}

/** The site's translator in the admin's language, for the texts that take a count (each language's plural forms). */
export function fieldTranslatorFor(i18n: { language: string }): Translate {
  return translatorFor(fieldLanguageOf(i18n));
}

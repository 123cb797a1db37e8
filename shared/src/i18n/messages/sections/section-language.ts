/** The catalogue's languages, restated here because the catalogue index imports these files. */
export type SectionLanguage = 'ar' | 'en' | 'es' | 'fr';

/** The catalogue's languages, restated here because the catalogue index imports these files. */
export type SectionLanguage = 'ar' | 'en' | 'es' | 'fr';

/** CLDR's plural categories, i18next's key suffixes (`key_one`, `key_few`, …). */
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * A catalogue's shape in every language: English's keys, except that a plural family (`minutes_one`,
 * `minutes_other`, …) takes the forms of each language: Arabic six, French and Spanish three,
 * English two. The type cannot know which a language needs; plurals.test.ts checks each family
 * against Intl.PluralRules. Only objects holding a family get the loose keys.
 */
export type CatalogueShape<T> = {
  [K in keyof T as K extends `${string}_${PluralCategory}` ? never : K]: T[K] extends string ? string : CatalogueShape<T[K]>;
} & (Extract<keyof T, `${string}_${PluralCategory}`> extends never ? unknown : { [K in `${string}_${PluralCategory}`]?: string });

/**
 * A section's texts, any of which may have a feminine form beside it (`key_feminine`, picked by
 * i18next's `context`; shared/form-of-address.ts) in the languages whose words agree with the
 * person they are about. English, which needs none, leaves them out.
 */
export type AgreeingTexts<T> = { [K in keyof T]: T[K] extends string ? string : AgreeingTexts<T[K]> } & {
  [K in keyof T & string as T[K] extends string ? `${K}_feminine` : never]?: string;
};

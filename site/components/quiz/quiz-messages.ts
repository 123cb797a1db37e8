import { catalogues, catalogueSections, type Language, type Messages } from '@halaqa/shared/i18n/index';

/**
 * The catalogue a quiz island receives: the `quiz` group of the assessment section (not the
 * assignment texts beside it) and whole shared sections such as `errors`.
 */
export function quizCatalogue(language: Language, sections: readonly (keyof Messages)[] = []): Partial<Messages> {
  return {
    ...catalogueSections(language, [...sections, 'crash']),
    assessment: { quiz: catalogues[language].assessment.quiz } as Messages['assessment'],
  };
}

import { deepFreeze } from '@halaqa/shared/deep-freeze';
import { catalogues, catalogueSections, type Language, type Messages } from '@halaqa/shared/i18n/index';

const made = new Map<string, Partial<Messages>>();

/**
 * The catalogue a quiz island receives: the `quiz` group of the assessment section (not the
 * assignment texts beside it) and whole shared sections such as `errors`. The same sections give
 * the same frozen object, so the server builds its translator and serialises it once.
 */
export function quizCatalogue(language: Language, sections: readonly (keyof Messages)[] = []): Partial<Messages> {
  const key = `${language}:${sections.join(',')}`;
  let texts = made.get(key);
  if (!texts) {
    texts = deepFreeze({
      ...catalogueSections(language, [...sections, 'crash']),
      assessment: { quiz: catalogues[language].assessment.quiz } as Messages['assessment'],
    });
    made.set(key, texts);
  }
  return texts;
}

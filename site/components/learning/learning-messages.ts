import { catalogueSections, catalogues, type Language, type Messages } from '@halaqa/shared/i18n/index';

type LearningGroup = keyof Messages['learning'];

/**
 * The catalogue an island of the learning pages receives: whole sections it shares with the
 * rest of the site (errors, validation…) and only the groups of `learning` it reads, so each
 * island's props carry a few of the section's texts rather than all of them.
 */
export function learningCatalogue(language: Language, groups: readonly LearningGroup[], sections: readonly (keyof Messages)[] = []): Partial<Messages> {
  const learning = catalogues[language].learning;
  return {
    ...catalogueSections(language, [...sections, 'crash']),
    // Only the named groups: the islands that receive this read no others.
    learning: Object.fromEntries(groups.map((group) => [group, learning[group]])) as Messages['learning'],
  };
}

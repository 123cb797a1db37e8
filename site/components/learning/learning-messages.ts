import { catalogueParts, type Language, type Messages } from '@halaqa/shared/i18n/index';

type LearningGroup = keyof Messages['learning'];

/**
 * The catalogue an island of the learning pages receives: whole sections it shares with the
 * rest of the site (errors, validation…) and only the groups of `learning` it reads, so each
 * island's props carry a few of the section's texts rather than all of them. The same request
 * gives the same object (catalogueParts), so the server builds each island's translator once.
 */
export function learningCatalogue(language: Language, groups: readonly LearningGroup[], sections: readonly (keyof Messages)[] = []): Partial<Messages> {
  return catalogueParts(language, [...sections, 'crash', ...groups.map((group) => `learning.${group}`)]);
}

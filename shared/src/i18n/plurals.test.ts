import { describe, expect, it } from 'vitest';
import { catalogues, LANGUAGES, translatorFor, type Language } from './index';

/**
 * Counts take each language's plural forms (issue #15): Arabic has six ("دقيقة واحدة", "دقيقتان",
 * "3 دقائق", "11 دقيقة"), French and Spanish three (`many` for millions), English two.
 */
const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const SUFFIX = new RegExp(`^(.+)_(${CATEGORIES.join('|')})$`, 'u');

type Tree = { [key: string]: Tree | string };

/** Every plural family of a catalogue ("catalogue.course.minutes") with the forms it has. */
function pluralFamilies(tree: Tree, prefix = '', families = new Map<string, Set<string>>()): Map<string, Set<string>> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'object') pluralFamilies(value, `${prefix}${key}.`, families);
    else {
      const match = SUFFIX.exec(key);
      if (!match) continue;
      const family = `${prefix}${match[1]}`;
      families.set(family, (families.get(family) ?? new Set()).add(match[2]!));
    }
  }
  return families;
}

const familiesOf = (language: Language) => pluralFamilies(catalogues[language] as unknown as Tree);

describe('plural forms in the catalogues', () => {
  it.each(LANGUAGES)('every count-taking text in %s has exactly the plural categories of the language', (language) => {
    const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const families = familiesOf(language);
    expect(families.size).toBeGreaterThan(5);
    for (const [family, forms] of families) expect([...forms].sort(), `${language} ${family}`).toEqual([...needed].sort());
  });

  it.each(LANGUAGES)('%s takes counts in the same texts as English', (language) => {
    expect([...familiesOf(language).keys()].sort()).toEqual([...familiesOf('en').keys()].sort());
  });

  it('no count-taking text also has a plain form that would hide a missing plural', () => {
    for (const language of LANGUAGES) {
      for (const family of familiesOf(language).keys()) {
        const parts = family.split('.');
        const parent = parts.slice(0, -1).reduce<Tree>((tree, part) => tree[part] as Tree, catalogues[language] as unknown as Tree);
        expect(parent[parts.at(-1)!], `${language} ${family}`).toBeUndefined();
      }
    }
  });
});

describe('Arabic counts', () => {
  const ar = translatorFor('ar');
  it.each([
    [0, '٠ دقيقة'],
    [1, 'دقيقة واحدة'],
    [2, 'دقيقتان'],
    [3, '٣ دقائق'],
    [10, '١٠ دقائق'],
    [11, '١١ دقيقة'],
    [100, '١٠٠ دقيقة'],
  ])('minutes: %i → %s', (count, text) => {
    expect(ar('catalogue.course.minutes', { count })).toBe(text);
  });

  it.each([
    [0, 'لا دروس بعد'],
    [1, 'درس واحد'],
    [2, 'درسان'],
    [3, '٣ دروس'],
    [10, '١٠ دروس'],
    [11, '١١ درسًا'],
    [100, '١٠٠ درس'],
  ])('lessons: %i → %s', (count, text) => {
    expect(ar('catalogue.lessonsCount', { count })).toBe(text);
  });

  it.each([
    [0, 'لا طلاب بعد'],
    [1, 'طالب واحد'],
    [2, 'طالبان'],
    [3, '٣ طلاب'],
    [10, '١٠ طلاب'],
    [11, '١١ طالبًا'],
    [100, '١٠٠ طالب'],
    [103, '١٠٣ طلاب'],
  ])('students: %i → %s', (count, text) => {
    expect(ar('catalogue.studentsCount', { count })).toBe(text);
  });

  it.each([
    [1, 'المدة المحددة: دقيقة واحدة'],
    [2, 'المدة المحددة: دقيقتان'],
    [3, 'المدة المحددة: ٣ دقائق'],
    [11, 'المدة المحددة: ١١ دقيقة'],
  ])('a quiz time limit of %i minutes → %s', (count, text) => {
    expect(ar('assessment.quiz.timeLimit', { count })).toBe(text);
  });

  it.each([
    [1, 'ساعة واحدة'],
    [2, 'ساعتان'],
    [3, '٣ ساعات'],
    [10, '١٠ ساعات'],
    [11, '١١ ساعة'],
    [100, '١٠٠ ساعة'],
  ])('hours: %i → %s', (count, text) => {
    expect(ar('plans.subscription.hours', { count })).toBe(text);
  });

  it('waits in a rate limit', () => {
    expect(ar('errors.tooManyRequests', { count: 2 })).toBe('طلبات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد دقيقتين.');
    expect(ar('errors.tooManyRequests', { count: 5 })).toBe('طلبات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد ٥ دقائق.');
  });
});

describe('English, French and Spanish counts', () => {
  it.each([
    ['en', 1, '1 student'],
    ['en', 0, '0 students'],
    ['en', 12, '12 students'],
    ['fr', 0, '0 élève'],
    ['fr', 1, '1 élève'],
    ['fr', 2, '2 élèves'],
    ['fr', 1_000_000, '1 000 000 d’élèves'],
    ['es', 1, '1 estudiante'],
    ['es', 2, '2 estudiantes'],
    ['es', 1_000_000, '1.000.000 de estudiantes'],
  ] as const)('%s %i → %s', (language, count, text) => {
    expect(translatorFor(language)('catalogue.studentsCount', { count }).replace(/\s/gu, ' ')).toBe(text);
  });
});

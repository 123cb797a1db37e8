import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueParts, createTranslator, LANGUAGES } from '@halaqa/shared/i18n/index';
import { COURSE_REVIEWS_TEXTS, ENROL_PANEL_TEXTS } from './island-texts';

const here = path.dirname(new URL(import.meta.url).pathname);

/** The texts a component's source asks for by a literal key: t('a.b.c'). */
function keysIn(file: string): string[] {
  const source = fs.readFileSync(path.join(here, file), 'utf8');
  return [...source.matchAll(/\bt\('([a-zA-Z0-9_.]+)'/g)].map((match) => match[1]!);
}

const ISLANDS = [
  { name: 'EnrolPanel', files: ['EnrolPanel.tsx', '../shell/CrashScreen.tsx'], texts: ENROL_PANEL_TEXTS },
  { name: 'CourseReviews', files: ['CourseReviews.tsx', '../shell/CrashScreen.tsx'], texts: COURSE_REVIEWS_TEXTS },
];

describe('the texts handed to the course page islands', () => {
  for (const { name, files, texts } of ISLANDS) {
    it(`hold every text ${name} asks for, in every language`, () => {
      const keys = files.flatMap(keysIn);
      expect(keys.length).toBeGreaterThan(5);
      for (const language of LANGUAGES) {
        const t = createTranslator(language, catalogueParts(language, texts));
        const missing = keys.filter((key) => t(key) === key);
        expect(missing, `${name} in ${language}`).toEqual([]);
      }
    });
  }

  it('are a small part of the sections they come from', () => {
    const enrol = JSON.stringify(catalogueParts('ar', ENROL_PANEL_TEXTS)).length;
    const sections = JSON.stringify(catalogueParts('ar', ['catalogue', 'errors', 'crash'])).length;
    expect(enrol * 5).toBeLessThan(sections);
  });
});

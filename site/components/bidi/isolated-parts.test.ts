import { describe, expect, it } from 'vitest';
import { translatorFor } from '@halaqa/shared/i18n/index';
import { isolatedParts } from './isolated-parts';

describe('isolatedParts', () => {
  it('cuts an English sentence around an Arabic name', () => {
    expect(isolatedParts(translatorFor('en'), 'catalogue.taughtBy', { name: 'أحمد علي' })).toEqual([
      { text: 'Taught by ', isolated: false },
      { text: 'أحمد علي', isolated: true },
    ]);
  });

  it('cuts an Arabic sentence around a Latin name, wherever the translation puts it', () => {
    const parts = isolatedParts(translatorFor('ar'), 'catalogue.course.previewOf', { name: 'Tajweed 101.' });
    expect(parts.filter((part) => part.isolated)).toEqual([{ text: 'Tajweed 101.', isolated: true }]);
    expect(parts.map((part) => part.text).join('')).toBe(translatorFor('ar')('catalogue.course.previewOf', { name: 'Tajweed 101.' }));
  });

  it('leaves counts to the plural rules', () => {
    const parts = isolatedParts(translatorFor('ar'), 'teaching.sections.lessonMoved', { name: 'الفاتحة', place: 'Part one' }, { position: 2, count: 3 });
    expect(parts.filter((part) => part.isolated).map((part) => part.text)).toEqual(['الفاتحة', 'Part one']);
    expect(parts.map((part) => part.text).join('')).toContain('٢ من ٣');
  });

  it('keeps a name that holds braces or markers as text', () => {
    expect(isolatedParts(translatorFor('en'), 'catalogue.taughtBy', { name: '{{x}} \uE001' })).toContainEqual({ text: '{{x}} \uE001', isolated: true });
  });
});

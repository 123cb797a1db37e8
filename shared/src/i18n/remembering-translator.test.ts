import { describe, expect, it, vi } from 'vitest';
import { createInstance } from 'i18next';
import { CACHE_BUDGETS } from '../cache-budgets';
import { rememberedBytes, rememberingTranslator } from './remembering-translator';

function i18nextOver(translation: Record<string, unknown>) {
  const instance = createInstance();
  void instance.init({ lng: 'ar', resources: { ar: { translation } }, interpolation: { escapeValue: false }, initAsync: false });
  return instance.t.bind(instance);
}

const MESSAGES = {
  lessons_zero: 'لا دروس',
  lessons_one: 'درس واحد',
  lessons_two: 'درسان',
  lessons_few: '{{count}} دروس',
  lessons_many: '{{count}} درسًا',
  lessons_other: '{{count}} درس',
  taughtBy: 'يدرّسها {{name}}',
  list: ['a', 'b'],
};

describe('rememberingTranslator', () => {
  it('answers every call as i18next does: plurals, interpolation, missing keys', () => {
    const plain = i18nextOver(MESSAGES);
    const remembering = rememberingTranslator(i18nextOver(MESSAGES));
    const calls: [string, Record<string, unknown>][] = [
      ['lessons', { count: 0 }],
      ['lessons', { count: 1 }],
      ['lessons', { count: 2 }],
      ['lessons', { count: 3 }],
      ['lessons', { count: 11 }],
      ['lessons', { count: 100 }],
      ['taughtBy', { name: 'سارة' }],
      ['taughtBy', { name: 'Omar' }],
      ['missing.key', {}],
    ];
    // Twice over: the second time from memory.
    for (const call of [...calls, ...calls]) expect(remembering(...call), JSON.stringify(call)).toBe(plain(...call));
  });

  it('asks i18next once per distinct call, and keeps a number apart from the same digits as text', () => {
    const translate = vi.fn(i18nextOver(MESSAGES));
    const remembering = rememberingTranslator(translate);
    expect(remembering('taughtBy', { name: 'سارة' })).toBe('يدرّسها سارة');
    expect(remembering('taughtBy', { name: 'سارة' })).toBe('يدرّسها سارة');
    expect(remembering('taughtBy', { name: 'Omar' })).toBe('يدرّسها Omar');
    expect(translate).toHaveBeenCalledTimes(2);
    remembering('lessons', { count: 3 });
    remembering('lessons', { count: '3' });
    expect(translate).toHaveBeenCalledTimes(4);
  });

  it('passes through calls it cannot key: nested options, key lists, objects returned', () => {
    const translate = vi.fn(i18nextOver(MESSAGES));
    const remembering = rememberingTranslator(translate);
    const nested = { name: { first: 'Omar' } };
    remembering('taughtBy', nested);
    remembering('taughtBy', nested);
    remembering(['missing', 'taughtBy'], { name: 'Omar' });
    remembering(['missing', 'taughtBy'], { name: 'Omar' });
    expect(translate).toHaveBeenCalledTimes(4);
    expect(remembering('list', { returnObjects: true })).toEqual(['a', 'b']);
    expect(remembering('list', { returnObjects: true })).toEqual(['a', 'b']);
    expect(translate).toHaveBeenCalledTimes(6);
  });
});

describe('what the remembering translators keep', () => {
  it('never holds more than its byte budget across translators, and answers alike after starting over', () => {
    const first = rememberingTranslator(i18nextOver(MESSAGES));
    const second = rememberingTranslator(i18nextOver(MESSAGES));
    for (let index = 0; index < 40_000; index += 1) {
      const name = `${'n'.repeat(index % 100)}${index}`;
      expect((index % 2 ? first : second)('taughtBy', { name })).toBe(`يدرّسها ${name}`);
      expect(rememberedBytes()).toBeLessThanOrEqual(CACHE_BUDGETS.translations);
    }
    expect(rememberedBytes()).toBeGreaterThan(0);
  });
});

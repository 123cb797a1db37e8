import { describe, expect, it } from 'vitest';
import { catalogues, directionOf, LANGUAGES, translatorFor } from './index';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' ? keysOf(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('message catalogues', () => {
  it.each(LANGUAGES)('%s has exactly the English keys, none empty', (language) => {
    expect(keysOf(catalogues[language]).sort()).toEqual(keysOf(catalogues.en).sort());
    for (const key of keysOf(catalogues[language])) {
      expect(translatorFor(language)(key), key).not.toBe('');
    }
  });

  it('interpolates and translates', () => {
    expect(translatorFor('en')('home.welcome', { siteName: 'Acme' })).toBe('Welcome to Acme');
    expect(translatorFor('ar')('home.welcome', { siteName: 'Acme' })).toBe('مرحبًا بك في Acme');
    expect(translatorFor('en')('errors.emailExists')).toBe('Email address already exists.');
  });

  it('is right-to-left only for Arabic', () => {
    expect(LANGUAGES.map(directionOf)).toEqual(['rtl', 'ltr', 'ltr', 'ltr']);
  });
});

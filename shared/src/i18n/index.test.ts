import { describe, expect, it } from 'vitest';
import { catalogueParts, catalogues, createTranslator, directionOf, LANGUAGES, translatorFor } from './index';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' ? keysOf(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/**
 * A key without its plural or feminine suffix: languages have different plural forms
 * (plurals.test.ts checks them), and only some have feminine ones (form-of-address.test.ts).
 */
const familyOf = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/u, '').replace(/_feminine$/u, '');

describe('message catalogues', () => {
  it.each(LANGUAGES)('%s has exactly the English keys, none empty', (language) => {
    expect([...new Set(keysOf(catalogues[language]).map(familyOf))].sort()).toEqual([...new Set(keysOf(catalogues.en).map(familyOf))].sort());
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

describe("islands' translators", () => {
  it('are built once for sections taken from the catalogue, and translate as a copy of them does', () => {
    const sections = catalogueParts('fr', ['nav', 'common']);
    const onServer = createTranslator('fr', sections);
    expect(createTranslator('fr', catalogueParts('fr', ['common', 'nav']))).toBe(onServer);
    const inBrowser = createTranslator('fr', structuredClone(sections));
    expect(inBrowser).not.toBe(onServer);
    expect(onServer('nav.courses')).toBe(inBrowser('nav.courses'));
    // Only the sections handed over, on the server as in the browser.
    expect(onServer('home.welcome')).toBe(inBrowser('home.welcome'));
    expect(onServer('home.welcome')).toBe('home.welcome');
  });

  it('are built once for the same catalogue parts, which hold only the paths asked for', () => {
    const parts = catalogueParts('ar', ['catalogue.enrol', 'errors.network']);
    expect(catalogueParts('ar', ['errors.network', 'catalogue.enrol'])).toBe(parts);
    expect(Object.keys(parts)).toEqual(['catalogue', 'errors']);
    expect(Object.keys(parts.errors!)).toEqual(['network']);
    expect(parts.catalogue!.enrol).toBe(catalogues.ar.catalogue.enrol);
    const onServer = createTranslator('ar', parts);
    expect(createTranslator('ar', catalogueParts('ar', ['errors.network', 'catalogue.enrol']))).toBe(onServer);
    const inBrowser = createTranslator('ar', structuredClone(parts));
    expect(onServer('catalogue.enrol.register')).toBe(inBrowser('catalogue.enrol.register'));
    expect(onServer('catalogue.title')).toBe('catalogue.title');
  });

  it('refuse a path the catalogue does not have', () => {
    expect(() => catalogueParts('en', ['catalogue.nothing'])).toThrow(/nothing/);
    expect(() => catalogueParts('en', ['nosection.key'])).toThrow(/nosection/);
  });
});

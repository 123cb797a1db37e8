import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '@halaqa/infra/paths';
import { catalogueParts, catalogues, LANGUAGES, type Language } from '@halaqa/shared/i18n/index';
import { ISLAND_TEXT_LISTS } from '../island-texts/island-text-lists';

/**
 * No script the browser loads may hold a catalogue: one did (a shared chunk with all four
 * languages, 58 KB gzipped, on every page with an island), because the islands' translator sat
 * beside the catalogues. Islands load their texts from a module of their own per language
 * (site/island-texts): such a module holds one language, and exactly the texts its island lists.
 */
const dir = path.join(REPO_ROOT, 'dist', 'client', '_astro');
const scripts = fs.readdirSync(dir).filter((name) => name.endsWith('.js'));
const textOf = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8');
/** A sentence every language's catalogue has, and islands show when they crash. */
const crashSentence = (language: Language) => catalogues[language].crash.message;
const languagesIn = (name: string) => LANGUAGES.filter((language) => textOf(name).includes(crashSentence(language)));

/** The islands' lists, each once: islands with the same texts share their modules. */
const listKey = (paths: readonly string[]) => JSON.stringify([...paths].sort());
const LISTS = [...new Map(Object.values(ISLAND_TEXT_LISTS).map((paths) => [listKey(paths), paths])).values()];

describe('the scripts the browser loads', () => {
  it('hold at most one language’s texts each', () => {
    expect(scripts.length).toBeGreaterThan(0);
    for (const name of scripts) expect(languagesIn(name).length, name).toBeLessThanOrEqual(1);
  });

  it('hold texts only as an island’s module: its list in one language, once, and no whole catalogue', async () => {
    const holders = scripts.filter((name) => languagesIn(name).length > 0);
    const found: string[] = [];
    for (const name of holders) {
      const [language] = languagesIn(name) as [Language];
      const texts: unknown = (await import(pathToFileURL(path.join(dir, name)).href)).default;
      // Exactly some island's list: no section or text beyond what an island lists.
      const list = LISTS.find((paths) => isDeepStrictEqual(texts, catalogueParts(language, paths)));
      expect(list, `${name}: texts no island lists`).toBeDefined();
      found.push(`${language} ${listKey(list!)}`);
      // Even the course editor's, the largest, are under half of a catalogue.
      expect(JSON.stringify(texts).length * 2, name).toBeLessThan(JSON.stringify(catalogues[language]).length);
    }
    // Every list in every language (every island is hydrated on some page), each in one module.
    const expected = LANGUAGES.flatMap((language) => LISTS.map((paths) => `${language} ${listKey(paths)}`));
    expect(found.sort()).toEqual(expected.sort());
  });
});

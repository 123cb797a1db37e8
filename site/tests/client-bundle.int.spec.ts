import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '@halaqa/infra/paths';
import { catalogues, LANGUAGES } from '@halaqa/shared/i18n/index';

/**
 * No script the browser loads may hold a catalogue: one did (a shared chunk with all four
 * languages, 58 KB gzipped, on every page with an island), because the islands' translator sat
 * beside the catalogues. Islands get their texts as props, or load them from a module of their
 * own per language (site/island-texts): such a module holds one language, and few texts.
 */
const dir = path.join(REPO_ROOT, 'dist', 'client', '_astro');
const scripts = fs.readdirSync(dir).filter((name) => name.endsWith('.js'));
const textOf = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8');
/** A sentence every language's catalogue has, and islands show when they crash. */
const crashSentence = (language: (typeof LANGUAGES)[number]) => catalogues[language].crash.message;

describe('the scripts the browser loads', () => {
  it('hold at most one language’s texts each', () => {
    expect(scripts.length).toBeGreaterThan(0);
    for (const name of scripts) {
      const text = textOf(name);
      const languages = LANGUAGES.filter((language) => text.includes(crashSentence(language)));
      expect(languages.length, name).toBeLessThanOrEqual(1);
    }
  });

  it('hold no whole catalogue: an island’s texts are a few kilobytes', () => {
    const holders = scripts.filter((name) => LANGUAGES.some((language) => textOf(name).includes(crashSentence(language))));
    // The header, the course page's and the lesson page's islands, in four languages.
    expect(holders.length).toBeGreaterThanOrEqual(4 * 4);
    for (const name of holders) expect(textOf(name).length, name).toBeLessThan(4_000);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '@halaqa/infra/paths';
import { catalogues, LANGUAGES } from '@halaqa/shared/i18n/index';

/**
 * Islands get the texts they show as props, in the page's language. No script the browser loads
 * may hold a catalogue: one did (a shared chunk with all four languages, 58 KB gzipped, on every
 * page with an island), because the islands' translator sat beside the catalogues.
 */
describe('the scripts the browser loads', () => {
  it('hold no language catalogue', () => {
    const dir = path.join(REPO_ROOT, 'dist', 'client', '_astro');
    const scripts = fs.readdirSync(dir).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) {
      // A sentence only the catalogue has (the crash screen's message, shown by every island).
      const sentence = catalogues[language].crash.message;
      const holders = scripts.filter((name) => fs.readFileSync(path.join(dir, name), 'utf8').includes(sentence));
      expect(holders, language).toEqual([]);
    }
  });
});

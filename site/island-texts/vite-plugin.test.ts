import { describe, expect, it } from 'vitest';
import { catalogueParts, LANGUAGES } from '@halaqa/shared/i18n/index';
import { ISLAND_TEXT_LISTS } from './island-text-lists';
import { islandTexts } from './vite-plugin';

type Load = (this: unknown, id: string, options?: { ssr?: boolean }) => Promise<string | null>;

/** The plugin's module for `id` (as Vite asks for it), built for the browser or the server. */
async function moduleOf(id: string, consumer: 'client' | 'server', server = false): Promise<string> {
  const plugin = islandTexts({ server });
  const resolved = (plugin.resolveId as (id: string) => string | null)(id);
  expect(resolved).not.toBeNull();
  const code = await (plugin.load as Load).call({ environment: { config: { consumer } } }, resolved!);
  return code!;
}

describe('virtual:island-texts', () => {
  it('gives the browser one module per language, of which it loads the page’s alone', async () => {
    const code = await moduleOf('virtual:island-texts/lesson-page', 'client');
    for (const language of LANGUAGES) expect(code).toContain(`import("virtual:island-texts/lesson-page/${language}")`);
    expect(code).toContain('document.documentElement.lang');
    expect(code).not.toContain('catalogueParts');
  });

  it('lets islands with the same texts share their modules', async () => {
    expect(ISLAND_TEXT_LISTS['profile-preferences']).toEqual(ISLAND_TEXT_LISTS['account-details']);
    const code = await moduleOf('virtual:island-texts/profile-preferences', 'client');
    for (const language of LANGUAGES) expect(code).toContain(`import("virtual:island-texts/account-details/${language}")`);
    expect(code).not.toContain('virtual:island-texts/profile-preferences/');
  });

  it('puts in a language’s module exactly the island’s texts in that language', async () => {
    for (const language of LANGUAGES) {
      const code = await moduleOf(`virtual:island-texts/lesson-page/${language}`, 'client');
      const json = code.slice(code.indexOf('deepFreeze(') + 'deepFreeze('.length, code.lastIndexOf(');'));
      expect(JSON.parse(json)).toEqual(catalogueParts(language, ISLAND_TEXT_LISTS['lesson-page']!));
    }
  });

  it('picks the texts from the catalogue on the server, and everywhere when told to', async () => {
    for (const [consumer, server] of [['server', false], ['client', true]] as const) {
      const code = await moduleOf('virtual:island-texts/upgrade-dialog', consumer, server);
      expect(code).toContain('catalogueParts(language, PATHS)');
      expect(code).not.toContain('document');
    }
  });

  it('refuses an island or a language it does not know', async () => {
    await expect(moduleOf('virtual:island-texts/no-such-island', 'client')).rejects.toThrow('no such island');
    await expect(moduleOf('virtual:island-texts/upgrade-dialog/de', 'client')).rejects.toThrow('no such language');
  });
});

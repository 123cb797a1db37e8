import { tsImport } from 'tsx/esm/api';
// Vite's plugin type, by way of vitest, which re-exports it (vite is no direct dependency).
import type { Plugin } from 'vitest/config';

/**
 * `virtual:island-texts/<name>`: the catalogue texts of one island (island-text-lists.ts), as a
 * function of the language, so the page need not hand them over as a prop. Astro serialises an
 * island's props into the page, and the texts were most of a lesson page's HTML on every request
 * (issue #13), sent again on every page the browser already had them for.
 *
 * - On the server the module picks them from the catalogue (catalogueParts), at once.
 * - In the browser it loads, before the island hydrates, the module of the page's language
 *   (`<html lang>`) alone: `virtual:island-texts/<name>/<language>`, a few hundred bytes built from
 *   the catalogue, cached by the browser like any script. Its top-level await holds the island's
 *   module, and so Astro's hydration, until they are there. An island asked for another language
 *   than the page's throws: every island speaks the page's language.
 *
 * Islands with the same list share their language modules (those of the first such island), so
 * a page with several of them (the course editor's four) loads their texts once.
 *
 * `server: true` (the unit tests, which render islands in several languages) gives the server's
 * module everywhere.
 */
const PREFIX = 'virtual:island-texts/';
const RESOLVED = '\0island-texts:';

interface BuildTime {
  lists: Readonly<Record<string, readonly string[]>>;
  languages: readonly string[];
  partsOf(language: string, paths: readonly string[]): unknown;
}

let buildTime: Promise<BuildTime> | null = null;

/** The island whose language modules `name`'s browser module loads: the first with the same texts. */
function sharingIsland(lists: BuildTime['lists'], name: string): string {
  const same = (paths: readonly string[]) => JSON.stringify([...paths].sort());
  const texts = same(lists[name]!);
  return Object.keys(lists).find((each) => same(lists[each]!) === texts) ?? name;
}

/** The lists and the catalogue, read once per process from their TypeScript sources (`pnpm dev` needs a restart after editing them). */
function readBuildTime(): Promise<BuildTime> {
  buildTime ??= (async () => {
    const [lists, i18n] = await Promise.all([
      tsImport('./island-text-lists.ts', import.meta.url),
      tsImport('../../shared/src/i18n/index.ts', import.meta.url),
    ]);
    return { lists: lists.ISLAND_TEXT_LISTS, languages: i18n.LANGUAGES, partsOf: i18n.catalogueParts };
  })();
  return buildTime;
}

export function islandTexts({ server = false }: { server?: boolean } = {}): Plugin {
  return {
    name: 'halaqa:island-texts',
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : null;
    },
    async load(id, options) {
      if (!id.startsWith(RESOLVED)) return null;
      const { lists, languages, partsOf } = await readBuildTime();
      const [name = '', language] = id.slice(RESOLVED.length).split('/');
      const paths = lists[name];
      if (!paths) throw new Error(`${PREFIX}${name}: no such island in site/island-texts/island-text-lists.ts`);
      if (language !== undefined) {
        if (!languages.includes(language)) throw new Error(`${PREFIX}${name}/${language}: no such language`);
        return `import { deepFreeze } from '@halaqa/shared/deep-freeze';\nexport default deepFreeze(${JSON.stringify(partsOf(language, paths))});\n`;
      }
      const forServer = server || this.environment?.config.consumer === 'server' || options?.ssr === true;
      if (forServer) {
        return [
          `import { catalogueParts } from '@halaqa/shared/i18n/index';`,
          `const PATHS = ${JSON.stringify(paths)};`,
          `const byLanguage = new Map();`,
          `export default function textsOf(language) {`,
          `  let texts = byLanguage.get(language);`,
          `  if (!texts) byLanguage.set(language, (texts = catalogueParts(language, PATHS)));`,
          `  return texts;`,
          `}`,
        ].join('\n');
      }
      const shared = sharingIsland(lists, name);
      return [
        `const loaders = { ${languages.map((each) => `${JSON.stringify(each)}: () => import(${JSON.stringify(`${PREFIX}${shared}/${each}`)})`).join(', ')} };`,
        `const pageLanguage = document.documentElement.lang;`,
        `const texts = Object.hasOwn(loaders, pageLanguage) ? (await loaders[pageLanguage]()).default : null;`,
        `export default function textsOf(language) {`,
        `  if (language !== pageLanguage || !texts) throw new Error(${JSON.stringify(`${PREFIX}${name}: `)} + language + ' asked, the page is in ' + pageLanguage);`,
        `  return texts;`,
        `}`,
      ].join('\n');
    },
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { catalogueParts, createTranslator, LANGUAGES } from '@halaqa/shared/i18n/index';

/**
 * For the tests of the island text lists (catalogue/island-texts.ts, learning/lesson-island-texts.ts):
 * which catalogue texts an island's code asks for, following its own imports, so a text added to
 * a nested component is checked without anyone remembering to list the file.
 */

const SHARED_SOURCE = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../shared/src');

interface TextsAskedFor {
  /** t('a.b.c') */
  keys: string[];
  /** t(`a.b.${…}`): the part before the first placeholder, 'a.b' */
  prefixes: string[];
}

/** Every text the module at `entry` and the project modules it imports ask for by a literal key. */
export function textsAskedFor(entry: string): TextsAskedFor {
  const found: TextsAskedFor = { keys: [], prefixes: [] };
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(/\bt\('([a-zA-Z0-9_.]+)'/g)) found.keys.push(match[1]!);
    for (const match of source.matchAll(/\bt\(`([a-zA-Z0-9_.]+)\.\$\{/g)) found.prefixes.push(match[1]!);
    // Static imports, and lazy ones (import('./RichTextEditor')): a lazily loaded part shows texts too.
    const specifiers = [...source.matchAll(/^import [^;]*? from '([^']+)';/gm), ...source.matchAll(/\bimport\('([^']+)'\)/g)].map((match) => match[1]!);
    for (const specifier of specifiers) {
      const imported = resolveOwnModule(file, specifier);
      if (imported) visit(imported);
    }
  };
  visit(entry);
  return found;
}

function resolveOwnModule(from: string, specifier: string): string | null {
  const base = specifier.startsWith('.')
    ? path.resolve(path.dirname(from), specifier)
    : specifier.startsWith('@halaqa/shared/')
      ? path.join(SHARED_SOURCE, specifier.slice('@halaqa/shared/'.length))
      : null;
  if (!base) return null;
  return ['.tsx', '.ts'].map((extension) => base + extension).find((file) => fs.existsSync(file)) ?? null;
}

/** The texts among `asked` that `texts` lacks in some language, as "language: key". */
export function textsMissing(asked: TextsAskedFor, texts: readonly string[]): string[] {
  return LANGUAGES.flatMap((language) => {
    const parts = catalogueParts(language, texts);
    const t = createTranslator(language, parts);
    // With a count, i18next finds a plural family (`key_one`, …) as well as a plain text.
    const missingKeys = asked.keys.filter((key) => t(key, { count: 1 }) === key);
    const missingSections = asked.prefixes.filter((prefix) => typeof sectionAt(parts, prefix) !== 'object');
    return [...missingKeys, ...missingSections].map((key) => `${language}: ${key}`);
  });
}

function sectionAt(tree: unknown, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((node, segment) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined), tree);
}

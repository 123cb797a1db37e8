import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue #15: feature stylesheets (and Astro components' `<style>` blocks) take their colours from
 * the tokens in global.css, so dark mode (and the contrast checked for both modes) follows from
 * the tokens alone. A raw colour is allowed only where a comment on its line, or on the line just
 * above, says why (a certificate's paper, a video's black frame): content, not chrome.
 */
const SITE = fileURLToPath(new URL('..', import.meta.url));
/** The tokens' own definitions and the font faces: where raw values belong. */
const EXEMPT = new Set(['styles/global.css', 'styles/fonts.css']);
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', '.astro']);

// A hex colour as a value (after a colon, a space, a comma or a bracket, so never an id selector), or a colour function.
const RAW_COLOUR = /(?<=[\s:,(])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/gi;

function stylesheetsUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRECTORIES.has(entry.name) ? [] : stylesheetsUnder(path);
    return entry.name.endsWith('.css') || entry.name.endsWith('.astro') ? [path] : [];
  });
}

const blank = (text: string) => text.replace(/[^\n]/g, ' ');

/** A stylesheet's text; for an Astro component, its `<style>` blocks, the rest blanked (lines kept). */
function cssOf(path: string): string {
  const text = readFileSync(path, 'utf8');
  if (!path.endsWith('.astro')) return text;
  return text.replace(/(<style[^>]*>)([\s\S]*?)(<\/style>)|[\s\S]/g, (match, open: string | undefined, css: string, close: string) =>
    open === undefined ? blank(match) : blank(open) + css + blank(close),
  );
}

/** The text with its comments blanked out (newlines kept), so a colour named in a comment is not a use of it. */
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
const hasComment = (line: string | undefined) => line !== undefined && (line.includes('/*') || line.includes('*/'));

/** The 1-based numbers of the lines that use a raw colour with no comment on them or just above them. */
function unexplainedRawColourLines(css: string): number[] {
  const lines = css.split('\n');
  return withoutComments(css)
    .split('\n')
    .flatMap((code, index) => {
      RAW_COLOUR.lastIndex = 0;
      if (!RAW_COLOUR.test(code)) return [];
      return hasComment(lines[index]) || hasComment(lines[index - 1]) ? [] : [index + 1];
    });
}

describe('colours in the feature stylesheets', () => {
  it('finds raw colours and lets through only those a comment explains', () => {
    const css = [
      '.a { color: #b3261e; }',
      '.b { background: var(--surface); border: 1px solid rgb(0 0 0 / 0.2); }',
      '/* Paper, the same in both modes. */',
      '.c { background: #fff; }',
      '.d { color: #000; } /* A video frame is black. */',
      '#fab { color: var(--text); }',
      '/* Was #123456; now a token. */ .e { color: var(--muted); }',
      '.f { background: var(--surface); }',
      '.g { color: #ABCDEF; }',
    ].join('\n');
    expect(unexplainedRawColourLines(css)).toEqual([1, 2, 9]);
  });

  it("reads an Astro component's style blocks, and not its markup", () => {
    const component = ['---', "const colour = '#123456';", '---', '<p style="color: #abcdef">x</p>', '<style>', '  .a { color: #b3261e; }', '</style>'].join('\n');
    const path = join(mkdtempSync(join(tmpdir(), 'colour-tokens-')), 'Component.astro');
    writeFileSync(path, component);
    expect(unexplainedRawColourLines(cssOf(path))).toEqual([6]);
  });

  it('uses only tokens, apart from the raw colours a comment explains', () => {
    const offences = stylesheetsUnder(SITE)
      .map((path) => relative(SITE, path).split('\\').join('/'))
      .filter((path) => !EXEMPT.has(path))
      .flatMap((path) => unexplainedRawColourLines(cssOf(join(SITE, path))).map((line) => `site/${path}:${line}`));
    expect(offences, 'use a token from site/styles/global.css, or say in a comment why the colour is raw').toEqual([]);
  });

  it('reads the stylesheets it guards', () => {
    const found = stylesheetsUnder(SITE).map((path) => relative(SITE, path).split('\\').join('/'));
    expect(found).toEqual(expect.arrayContaining(['components/learning/learning.css', 'styles/teaching.css', 'styles/global.css', 'pages/index.astro']));
  });
});

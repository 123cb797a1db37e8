import Color from 'color';
import { describe, expect, it } from 'vitest';
import { CACHE_BUDGETS } from './cache-budgets';
import { textOnThemeFill, themeStyleOf, themeStylesKeptBytes, type ThemeMode } from './theme-shades';

const variablesOf = (style: string) => Object.fromEntries(style.split('; ').map((part) => part.split(': ') as [string, string]));
const contrast = (one: string, other: string) => Color(one).contrast(Color(other));
const SURFACES: Record<ThemeMode, string[]> = { light: ['#faf9fc', '#ffffff', '#f3f1f6'], dark: ['#141218', '#2b2930', '#36343b'] };

describe('themeStyleOf', () => {
  // Colours owners pick: the default purple, a light cyan, a yellow, pure black and white, a pink.
  const colours = ['#6200ee', '#00bcd4', '#ffeb3b', '#000000', '#ffffff', '#e91e63', '#4caf50'];
  it.each(colours.flatMap((colour) => (['light', 'dark'] as const).map((mode) => [colour, mode] as const)))(
    '%s in %s mode: text in the theme colour and text on it read at 4.5:1 or more',
    (colour, mode) => {
      const variables = variablesOf(themeStyleOf(colour, null, mode));
      for (const surface of SURFACES[mode]) expect(contrast(variables['--theme-text']!, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(variables['--on-theme-color']!, colour)).toBeGreaterThanOrEqual(4.5);
      expect(variables['--theme-color']).toBe(colour);
    },
  );

  it("draws a visitor's page in both modes, for the browser to pick the one their system asks for", () => {
    for (const colour of colours) {
      const { '--theme-text': both, '--theme-color': fill } = variablesOf(themeStyleOf(colour, null, 'system'));
      const shade = (mode: ThemeMode) => variablesOf(themeStyleOf(colour, null, mode))['--theme-text'];
      expect(both).toBe(`light-dark(${shade('light')}, ${shade('dark')})`);
      expect(fill).toBe(colour);
    }
  });

  it('keeps a colour that already reads, and moves one that does not only as far as it must', () => {
    expect(variablesOf(themeStyleOf('#6200ee', null, 'light'))['--theme-text']).toBe('#6200ee');
    const darkText = variablesOf(themeStyleOf('#6200ee', null, 'dark'))['--theme-text']!;
    expect(darkText).not.toBe('#6200ee');
    expect(darkText).not.toBe('#ffffff');
    // The hue stays the owner's: a lighter purple, not a grey.
    expect(Math.abs(Color(darkText).hue() - Color('#6200ee').hue())).toBeLessThan(10);
  });

  it('puts dark text on a light fill and white on a dark one', () => {
    expect(variablesOf(themeStyleOf('#ffeb3b', null, 'light'))['--on-theme-color']).toBe('#1d1b20');
    expect(variablesOf(themeStyleOf('#6200ee', null, 'light'))['--on-theme-color']).toBe('#ffffff');
  });

  it('falls back to the theme colour for a missing secondary and to the default for an unreadable one', () => {
    expect(variablesOf(themeStyleOf('#e91e63', '', 'light'))['--sec-theme-color']).toBe('#e91e63');
    expect(variablesOf(themeStyleOf('not a colour', null, 'light'))['--theme-color']).toBe('#6200ee');
  });

  it('answers the same for the same colours however many others were asked since (the kept styles start over past their bound)', () => {
    const first = themeStyleOf('#00bcd4', '#e91e63', 'dark');
    for (let index = 0; index < 600; index += 1) themeStyleOf(`#${index.toString(16).padStart(6, '0')}`, null, 'light');
    expect(themeStyleOf('#00bcd4', '#e91e63', 'dark')).toBe(first);
    expect(variablesOf(themeStyleOf('#00bcd4', '#e91e63', 'light'))['--theme-text']).not.toBe(variablesOf(first)['--theme-text']);
  });

  it('gives the wizard the same text for a fill as the pages get', () => {
    for (const fill of ['#ffeb3b', '#6200ee', '#00bcd4']) {
      expect(textOnThemeFill(fill)).toBe(variablesOf(themeStyleOf(fill, null, 'light'))['--on-theme-color']);
    }
    expect(textOnThemeFill('')).toBe('#ffffff');
  });
});

describe('the kept theme styles', () => {
  it('never hold more than their byte budget, however many colours owners try', () => {
    for (let index = 0; index < 3_000; index += 1) {
      const colour = `#${index.toString(16).padStart(6, '0')}`;
      expect(variablesOf(themeStyleOf(colour, null, 'light'))['--theme-color']).toBe(colour);
      expect(themeStylesKeptBytes()).toBeLessThanOrEqual(CACHE_BUDGETS.themeStyles);
    }
    expect(themeStylesKeptBytes()).toBeGreaterThan(0);
  });
});

import { readFileSync } from 'node:fs';
import Color from 'color';
import { describe, expect, it } from 'vitest';

/**
 * The chart series colours (`--chart-1`…`--chart-8` in global.css) are graphics the reader must
 * tell from the card they are drawn on: WCAG 1.4.11 asks 3:1 against it, in light and dark mode
 * (each token is written `light-dark(light, dark)`).
 * (The analytics charts once drew #6750a4 on the dark card: 2.1:1.)
 */
const css = readFileSync(new URL('./global.css', import.meta.url), 'utf8');

/** The custom properties set in the block that starts with `selector {`. */
function tokensOf(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('\n}', start));
  return Object.fromEntries([...block.matchAll(/^\s*(--[\w-]+):\s*([^;]+);/gm)].map((match) => [match[1]!, match[2]!.trim()]));
}

/** The tokens in one mode: the first (light) or second (dark) value of each `light-dark(…, …)`. */
function tokensIn(mode: 'light' | 'dark'): Record<string, string> {
  const pick = (value: string) => value.replace(/light-dark\(([^,]+),\s*([^)]+)\)/g, (_all, light: string, dark: string) => (mode === 'light' ? light : dark).trim());
  return Object.fromEntries(Object.entries(tokensOf(':root')).map(([name, value]) => [name, pick(value)]));
}

const light = tokensIn('light');
const dark = tokensIn('dark');
const SURFACES = ['--bg', '--surface', '--surface-muted'] as const;
const SERIES = Array.from({ length: 8 }, (_, index) => `--chart-${index + 1}`);

describe('chart series colours', () => {
  it.each([
    ['light', light],
    ['dark', dark],
  ] as const)('reach 3:1 on every surface in %s mode', (_mode, tokens) => {
    const shortfalls = SERIES.flatMap((series) =>
      SURFACES.flatMap((surface) => {
        const ratio = Color(tokens[series]).contrast(Color(tokens[surface]));
        return ratio >= 3 ? [] : [`${series} ${tokens[series]} on ${surface} ${tokens[surface]}: ${ratio.toFixed(2)}`];
      }),
    );
    expect(shortfalls).toEqual([]);
  });

  it('are set apart for dark mode, not inherited from light', () => {
    expect(SERIES.filter((series) => light[series] === dark[series])).toEqual([]);
  });
});

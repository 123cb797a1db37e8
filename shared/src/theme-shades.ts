import Color, { type ColorInstance } from 'color';
import { CACHE_BUDGETS, textBytes } from './cache-budgets';

/**
 * The site's theme colours as the CSS variables its pages use (issue #15). An owner may choose any
 * colour, and the one that is right for their brand is often unreadable as text on the page (a
 * light cyan on white, a deep purple on the dark theme's near-black) or under white text (a yellow
 * button). So beside the colours themselves, each page gets:
 * - `--theme-text`: the theme colour moved towards black (light mode) or white (dark mode) just
 *   far enough to read at WCAG's 4.5:1 on every surface text in it stands on;
 * - `--on-theme-color`: the text colour for things filled with the theme colour (buttons, the
 *   scrolled header): white, or the page's dark text where white does not reach 4.5:1.
 * The fill itself stays the owner's colour.
 */
export type ThemeMode = 'light' | 'dark';
/**
 * How a page is drawn: in one mode, or (a visitor's page, where no settings say) in the mode the
 * visitor's system asks for, each shade written as CSS `light-dark()` for the browser to pick.
 */
export type ThemePreference = ThemeMode | 'system';

/** The page's background, the cards, menus and dialogs drawn on it, and the muted fill of a current or hovered row, per mode (global.css: --bg, --surface, --surface-muted). */
const SURFACES: Record<ThemeMode, readonly string[]> = { light: ['#faf9fc', '#ffffff', '#f3f1f6'], dark: ['#141218', '#2b2930', '#36343b'] };
const DARK_TEXT = '#1d1b20';
const READABLE = 4.5;
export const DEFAULT_THEME_COLOR = '#6200ee';

const hexOf = (colour: ColorInstance) => colour.hex().toLowerCase();

/** The colour, or the first mix of it towards black or white that reads at 4.5:1 on every surface. */
function readableText(colour: ColorInstance, mode: ThemeMode): string {
  const towards = Color(mode === 'light' ? '#000000' : '#ffffff');
  const surfaces = SURFACES[mode].map((surface) => Color(surface));
  for (let step = 0; step < 20; step += 1) {
    const candidate = colour.mix(towards, step / 20);
    if (surfaces.every((surface) => candidate.contrast(surface) >= READABLE)) return hexOf(candidate);
  }
  return hexOf(towards);
}

/** White on the fill when it reads, else the darker text; black where even that falls short. */
function textOnFill(fill: ColorInstance): string {
  if (fill.contrast(Color('#ffffff')) >= READABLE) return '#ffffff';
  return fill.contrast(Color(DARK_TEXT)) >= READABLE ? DARK_TEXT : '#000000';
}

function colourOr(text: string | null | undefined, fallback: ColorInstance): ColorInstance {
  try {
    return text ? Color(text) : fallback;
  } catch {
    return fallback;
  }
}

/**
 * Styles already worked out, by their inputs: every page asks, and the search for a readable
 * shade (up to forty contrast checks) was 2 % of a signed-in page's CPU (issue #13). Sites have
 * few colour pairs, but owners can try many: past its bytes (issue #45) the memory starts over.
 */
const themeStyles = new Map<string, string>();
let themeStylesBytes = 0;

/** The bytes the kept styles hold, keys included (never above CACHE_BUDGETS.themeStyles). */
export const themeStylesKeptBytes = (): number => themeStylesBytes;

/** The `style` attribute's text for a page drawn so: the colours and their readable shades. */
export function themeStyleOf(themeColor: string | null | undefined, secThemeColor: string | null | undefined, mode: ThemePreference): string {
  const key = `${themeColor ?? ''}\n${secThemeColor ?? ''}\n${mode}`;
  let style = themeStyles.get(key);
  if (style === undefined) {
    style = workedOutThemeStyle(themeColor, secThemeColor, mode);
    // A Map entry's own cost beside its two strings, roughly 64 bytes.
    const bytes = textBytes(key) + textBytes(style) + 64;
    if (themeStylesBytes + bytes > CACHE_BUDGETS.themeStyles) {
      themeStyles.clear();
      themeStylesBytes = 0;
    }
    themeStyles.set(key, style);
    themeStylesBytes += bytes;
  }
  return style;
}

function workedOutThemeStyle(themeColor: string | null | undefined, secThemeColor: string | null | undefined, mode: ThemePreference): string {
  const theme = colourOr(themeColor, Color(DEFAULT_THEME_COLOR));
  const secondary = colourOr(secThemeColor, theme);
  const themeText = mode === 'system' ? `light-dark(${readableText(theme, 'light')}, ${readableText(theme, 'dark')})` : readableText(theme, mode);
  return [
    `--theme-color: ${hexOf(theme)}`,
    `--sec-theme-color: ${hexOf(secondary)}`,
    `--theme-text: ${themeText}`,
    `--on-theme-color: ${textOnFill(theme)}`,
  ].join('; ');
}

/** The text colour for a fill of the owner's colour where no page style is at hand (the wizard's preview). */
export function textOnThemeFill(themeColor: string | null | undefined): string {
  return textOnFill(colourOr(themeColor, Color(DEFAULT_THEME_COLOR)));
}

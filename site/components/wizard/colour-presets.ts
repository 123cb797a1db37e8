/**
 * The theme setup step's choices (platform-core §9: 12 presets for the theme colour, 12 for the
 * secondary colour). The first theme colour is the default, #6200ee. Theme colours are dark
 * enough for white text on the scrolled header and on buttons; secondary colours are accents.
 */
export const THEME_COLOUR_PRESETS = [
  '#6200ee',
  '#3700b3',
  '#1565c0',
  '#01579b',
  '#00695c',
  '#2e7d32',
  '#bf360c',
  '#c62828',
  '#ad1457',
  '#6a1b9a',
  '#37474f',
  '#4e342e',
] as const;

export const SECONDARY_COLOUR_PRESETS = [
  '#03dac6',
  '#018786',
  '#ff4081',
  '#ffab00',
  '#ffd600',
  '#76ff03',
  '#00b0ff',
  '#ff6e40',
  '#e040fb',
  '#7c4dff',
  '#90a4ae',
  '#a1887f',
] as const;

import Color from 'color';

/** The forms platform-core §5 lets an owner write a colour in; CSS colour names and hwb() are not among them. */
const ACCEPTED_FORM = /^(#|rgba?\(|hsla?\(|hsva?\()/i;
/** hsv() is no CSS colour, so the parser does not read it: its three numbers are taken here and converted by the library. */
const HSV = /^hsva?\(\s*(-?\d+(?:\.\d+)?)(?:deg)?\s*[,\s]\s*(\d+(?:\.\d+)?)%?\s*[,\s]\s*(\d+(?:\.\d+)?)%?\s*\)$/i;

/**
 * The `#rrggbb` of a colour written as hex, rgb(), hsl() or hsv() text (platform-core §5), or
 * null when the text is not a valid colour of those forms. The site's colours are opaque (the
 * header's text is white on them), so an alpha part is dropped.
 */
export function hexOfColourText(text: string): string | null {
  const written = text.trim();
  if (!ACCEPTED_FORM.test(written)) return null;
  const hsv = HSV.exec(written);
  if (hsv) {
    const [hue, saturation, value] = hsv.slice(1).map(Number) as [number, number, number];
    return saturation <= 100 && value <= 100 ? Color.hsv(hue, saturation, value).hex().toLowerCase() : null;
  }
  if (/^hsv/i.test(written)) return null;
  try {
    return Color(written).hex().toLowerCase();
  } catch {
    return null;
  }
}

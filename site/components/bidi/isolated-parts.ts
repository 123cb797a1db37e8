import type { Translate } from '@halaqa/shared/i18n/translator';

/** A piece of a translated sentence: the translation's own words, or a value put into it. */
export interface SentencePart {
  text: string;
  /** A value from outside the catalogue (a name, a title): shown in its own direction. */
  isolated: boolean;
}

/** Private-use characters never found in a catalogue or a name: where each value goes. */
const marker = (index: number) => String.fromCharCode(0xe000 + index);
const MARKERS = /([\uE000-\uE0FF])/u;

/**
 * A translated sentence split around the user content put into it (issue #15). An Arabic course
 * name in an English sentence, or an English one in Arabic, reorders the words and punctuation
 * around it unless it is isolated (`<bdi>`): the sentence is translated with a marker in place of
 * each of `isolate`'s values, then cut at the markers. Other values (counts) interpolate as usual.
 */
export function isolatedParts(t: Translate, key: string, isolate: Record<string, string>, values: Record<string, unknown> = {}): SentencePart[] {
  const names = Object.keys(isolate);
  const markers = Object.fromEntries(names.map((name, index) => [name, marker(index)]));
  const sentence = t(key, { ...values, ...markers });
  return sentence
    .split(MARKERS)
    .filter((piece) => piece !== '')
    .map((piece) => {
      const index = piece.length === 1 ? piece.charCodeAt(0) - 0xe000 : -1;
      return index >= 0 && index < names.length ? { text: isolate[names[index]!]!, isolated: true } : { text: piece, isolated: false };
    });
}

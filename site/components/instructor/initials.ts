/**
 * The letters shown in place of a photo: the first letter of the first and of the last word of the
 * name ("Huda Salem" → "HS", "هدى سالم" → "ه‌س"). Letters of a script that joins them (Arabic) are
 * kept apart by a zero-width non-joiner, so two initials do not read as a two-letter word.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return '';
  const firstLetter = (word: string) => Array.from(word.replace(/^[^\p{L}\p{N}]+/u, '') || word)[0] ?? '';
  const letters = words.length === 1 ? [firstLetter(words[0]!)] : [firstLetter(words[0]!), firstLetter(words.at(-1)!)];
  const joining = letters.some((letter) => /\p{Script=Arabic}/u.test(letter));
  return letters.map((letter) => letter.toLocaleUpperCase()).join(joining ? '\u200c' : '');
}

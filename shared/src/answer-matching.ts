/**
 * How a text answer is compared with the accepted answers of a question that is not strict
 * (issue #15): the ways of writing one Arabic word that students are not marked down for.
 * Pure, so the server scores with it and the teachers' hint can describe exactly what it does.
 */

/** The other forms of alef: with hamza above or below, with madda, and wasla. */
const ALEF_FORMS = /[أإآٱ]/g;
/**
 * Tashkeel and the Quranic annotation marks: every non-spacing mark used by Arabic script (the
 * harakat, tanween, shadda, sukun, the superscript alef, small high letters). Unicode's own
 * classes, so no mark is forgotten from a hand-written list.
 */
const ARABIC_MARKS = /(?=\p{Script_Extensions=Arabic})\p{Mn}/gu;
const TATWEEL = /\u0640/g;
/** Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹, used in Persian and Urdu) digits. */
const INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

function asciiDigit(digit: string): string {
  const code = digit.charCodeAt(0);
  return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
}

/**
 * The form two answers are compared in: compatibility-normalised (presentation forms such as the
 * lam-alef ligature become their letters), trimmed, lower case, without tashkeel or tatweel, every
 * alef plain (أ إ آ ٱ → ا), alef maqsura as ya (ى → ي), taa marbuta as ha (ة → ه), digits ASCII.
 */
export function normaliseAnswer(text: string): string {
  return text
    .normalize('NFKC')
    .replace(ARABIC_MARKS, '')
    .replace(TATWEEL, '')
    .replace(ALEF_FORMS, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(INDIC_DIGITS, asciiDigit)
    .trim()
    .toLocaleLowerCase();
}

/** Whether a student's answer is one of the accepted ones: exactly when strict, else as normalised. */
export function answerMatches(answer: string, accepted: readonly string[], strict: boolean): boolean {
  if (strict) return accepted.includes(answer);
  const given = normaliseAnswer(answer);
  return accepted.some((text) => normaliseAnswer(text) === given);
}

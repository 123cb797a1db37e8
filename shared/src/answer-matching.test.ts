import { describe, expect, it } from 'vitest';
import { answerMatches, normaliseAnswer } from './answer-matching';

describe('normaliseAnswer', () => {
  it.each<[string, string, string]>([
    ['alef with hamza below', 'الإقلاب', 'الاقلاب'],
    ['alef with hamza above', 'أحمد', 'احمد'],
    ['alef with madda', 'آية', 'ايه'],
    ['alef wasla', 'ٱلرحمن', 'الرحمن'],
    ['alef maqsura as ya', 'موسى', 'موسي'],
    ['taa marbuta as ha', 'صلاة', 'صلاه'],
    ['tashkeel removed', 'الْإِقْلَابُ', 'الاقلاب'],
    ['tanween and shadda removed', 'مُحَمَّدٌ', 'محمد'],
    ['superscript alef removed', 'هٰذا', 'هذا'],
    ['Quranic small high marks removed', 'الصَّلَوٰةَۖ', 'الصلوه'],
    ['tatweel removed', 'اللـــه', 'الله'],
    ['Arabic-Indic digits', '١٢٣', '123'],
    ['Eastern Arabic-Indic digits', '۴۵۶', '456'],
    ['presentation forms (the lam-alef ligature)', 'ﻻ', 'لا'],
    ['trimmed and lower case', '  Iqlab ', 'iqlab'],
    ['hamza on its own seat kept', 'مسؤول', 'مسؤول'],
    ['ya with hamza kept', 'قائم', 'قائم'],
  ])('%s: %s → %s', (_case, text, expected) => {
    expect(normaliseAnswer(text)).toBe(expected);
  });
});

describe('answerMatches', () => {
  it.each<[string, string, string[], boolean, boolean]>([
    ['the issue: "الاقلاب" against "الإقلاب"', 'الاقلاب', ['الإقلاب'], false, true],
    ['the same, strict', 'الاقلاب', ['الإقلاب'], true, false],
    ['vowelled accepted answer, bare answer', 'اقلاب', ['إِقْلَاب'], false, true],
    ['taa marbuta written as ha', 'الصلاه', ['الصلاة'], false, true],
    ['alef maqsura written as ya', 'علي', ['على'], false, true],
    ['Arabic-Indic digits against digits', '٤', ['4'], false, true],
    ['a different word', 'الإدغام', ['الإقلاب'], false, false],
    ['a second accepted answer', 'Iqlab', ['الإقلاب', 'iqlab'], false, true],
    ['strict, exactly the same', 'الإقلاب', ['الإقلاب'], true, true],
    ['strict, tashkeel differs', 'الإقلاب', ['الإِقلاب'], true, false],
  ])('%s', (_case, answer, accepted, strict, expected) => {
    expect(answerMatches(answer, accepted, strict)).toBe(expected);
  });
});

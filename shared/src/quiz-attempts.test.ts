import { describe, expect, it } from 'vitest';
import { attemptsLeft, isLastAttempt, mayStartAnother, passedOf } from './quiz-attempts';

describe('attemptsLeft', () => {
  it.each<[string, number | null | undefined, number, number | null]>([
    ['one attempt by default', undefined, 1, 0],
    ['three allowed, one taken', 3, 1, 2],
    ['three allowed, three taken', 3, 3, 0],
    ['a granted retake beyond the limit never goes below 0', 2, 4, 0],
    ['unlimited', 0, 12, null],
  ])('%s', (_, attemptsAllowed, taken, left) => {
    expect(attemptsLeft({ attemptsAllowed }, taken)).toBe(left);
  });
});

describe('mayStartAnother', () => {
  it('keeps the one-attempt rule: only a granted retake', () => {
    expect(mayStartAnother({}, { attempt: 1, state: 'submitted', retakeAllowed: false })).toBe(false);
    expect(mayStartAnother({}, { attempt: 1, state: 'submitted', retakeAllowed: true })).toBe(true);
  });

  it('lets the student retake while attempts remain, and not after the last', () => {
    expect(mayStartAnother({ attemptsAllowed: 3 }, { attempt: 2, state: 'submitted' })).toBe(true);
    expect(mayStartAnother({ attemptsAllowed: 3 }, { attempt: 3, state: 'submitted' })).toBe(false);
    expect(mayStartAnother({ attemptsAllowed: 0 }, { attempt: 50, state: 'submitted' })).toBe(true);
  });

  it('never after a final result or while an attempt is open', () => {
    expect(mayStartAnother({ attemptsAllowed: 0 }, { attempt: 1, state: 'finalized', retakeAllowed: true })).toBe(false);
    expect(mayStartAnother({ attemptsAllowed: 0 }, { attempt: 1, state: 'inProgress' })).toBe(false);
  });
});

describe('isLastAttempt', () => {
  it('asks only when the quiz allows several attempts and this is the last', () => {
    expect(isLastAttempt({ attemptsAllowed: 3 }, 2)).toBe(false);
    expect(isLastAttempt({ attemptsAllowed: 3 }, 3)).toBe(true);
    expect(isLastAttempt({}, 1)).toBe(false);
    expect(isLastAttempt({ attemptsAllowed: 0 }, 9)).toBe(false);
  });
});

describe('passedOf', () => {
  it('compares the percent with the pass mark, inclusive', () => {
    expect(passedOf({ passMark: 60 }, 3, 5)).toBe(true);
    expect(passedOf({ passMark: 60 }, 2, 5)).toBe(false);
    expect(passedOf({ passMark: 0 }, 0, 5)).toBe(true);
  });

  it('says nothing without a pass mark or a total', () => {
    expect(passedOf({}, 3, 5)).toBeNull();
    expect(passedOf({ passMark: 50 }, null, 5)).toBeNull();
    expect(passedOf({ passMark: 50 }, 0, 0)).toBeNull();
  });
});

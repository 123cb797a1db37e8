import { describe, expect, it } from 'vitest';
import { ruleOfScore, scoreOfRule, SUGGESTED_MINIMUM } from './certificate-rule';

describe('the designer’s certificate rule', () => {
  it.each([
    [-1, 'always', SUGGESTED_MINIMUM],
    [-3, 'never', SUGGESTED_MINIMUM],
    [-2, 'never', SUGGESTED_MINIMUM],
    [0, 'allFinished', SUGGESTED_MINIMUM],
    [85, 'threshold', 85],
  ])('reads score %i as %s', (score, rule, minimum) => {
    expect(ruleOfScore(score)).toEqual({ rule, minimum });
  });

  it.each([
    ['always', 50, -1],
    ['never', 50, -3],
    ['allFinished', 50, 0],
    ['threshold', 60, 60],
    ['threshold', 0, 1],
    ['threshold', 140, 100],
    ['threshold', 72.6, 73],
    ['threshold', Number.NaN, SUGGESTED_MINIMUM],
  ] as const)('saves %s (minimum %d) as score %i', (rule, minimum, score) => {
    expect(scoreOfRule(rule, minimum)).toBe(score);
  });
});

import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first and the last word, upper-cased', () => {
    expect(initialsOf('huda amin salem')).toBe('HS');
    expect(initialsOf('  Karim  ')).toBe('K');
  });

  it('keeps Arabic initials apart so they do not join into a word', () => {
    expect(initialsOf('هدى سالم')).toBe('ه\u200cس');
  });

  it('skips leading punctuation and gives nothing for an empty name', () => {
    expect(initialsOf('"Omar" (Abu Ali)')).toBe('OA');
    expect(initialsOf('   ')).toBe('');
  });
});

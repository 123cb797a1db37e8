import { describe, expect, it } from 'vitest';
import { deepFreeze } from './deep-freeze';

describe('deepFreeze', () => {
  it('freezes nested objects and arrays, and returns the same value', () => {
    const value = { texts: { title: 'عنوان' }, list: [{ id: 1 }] };
    expect(deepFreeze(value)).toBe(value);
    expect(Object.isFrozen(value.texts)).toBe(true);
    expect(Object.isFrozen(value.list[0])).toBe(true);
    expect(() => {
      (value.texts as { title: string }).title = 'x';
    }).toThrow(TypeError);
  });

  it('leaves primitives alone', () => {
    expect(deepFreeze('text')).toBe('text');
    expect(deepFreeze(null)).toBe(null);
  });
});

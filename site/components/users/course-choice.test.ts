import { describe, expect, it } from 'vitest';
import { isChosen, isEveryCourse, withCourse, withEveryCourse } from './course-choice';

const nahw = { id: 'id-nahw', course_id: 'pub-nahw', name: 'Nahw' };
const sarf = { id: 'id-sarf', course_id: 'pub-sarf', name: 'Sarf' };

describe('course choice', () => {
  it('counts a course as chosen by its id or its public id', () => {
    expect(isChosen(['id-nahw'], nahw)).toBe(true);
    expect(isChosen(['pub-nahw'], nahw)).toBe(true);
    expect(isChosen(['pub-nahw'], sarf)).toBe(false);
  });

  it('ticks a course by its id and unticks it under either name, keeping what it does not show', () => {
    expect(withCourse(['hidden'], nahw, true)).toEqual(['hidden', 'id-nahw']);
    expect(withCourse(['hidden', 'pub-nahw', 'id-sarf'], nahw, false)).toEqual(['hidden', 'id-sarf']);
    expect(withCourse(['id-nahw'], nahw, true)).toEqual(['id-nahw']);
  });

  it('turns the wildcard on and off, keeping the listed courses', () => {
    expect(withEveryCourse(['id-nahw'], true)).toEqual(['*', 'id-nahw']);
    expect(isEveryCourse(['*', 'id-nahw'])).toBe(true);
    expect(withEveryCourse(['*', 'id-nahw'], false)).toEqual(['id-nahw']);
    expect(isEveryCourse(['id-nahw'])).toBe(false);
  });
});

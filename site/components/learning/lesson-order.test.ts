import { describe, expect, it } from 'vitest';
import { lessonToContinue, neighboursOf } from './lesson-order';

const lesson = (id: string, access: 'locked' | 'notStarted' | 'inProgress' | 'completed') => ({ id, access });

describe('lessonToContinue', () => {
  it.each([
    ['the first open lesson after the completed ones', [lesson('a', 'completed'), lesson('b', 'notStarted'), lesson('c', 'locked')], 'b'],
    ['a lesson in progress before a later one not started', [lesson('a', 'inProgress'), lesson('b', 'notStarted')], 'a'],
    ['an open lesson behind a locked one', [lesson('a', 'completed'), lesson('b', 'locked'), lesson('c', 'notStarted')], 'c'],
    ['none when everything is completed', [lesson('a', 'completed'), lesson('b', 'completed')], null],
    ['none when only locked lessons are left', [lesson('a', 'completed'), lesson('b', 'locked')], null],
    ['none in a course without lessons', [], null],
  ] as const)('%s', (_, lessons, expected) => {
    expect(lessonToContinue(lessons)?.id ?? null).toBe(expected);
  });
});

describe('neighboursOf', () => {
  const lessons = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  it.each([
    ['a', null, 'b'],
    ['b', 'a', 'c'],
    ['c', 'b', null],
    ['missing', null, null],
  ])('around %s: %s before, %s after', (id, previous, next) => {
    const around = neighboursOf(lessons, id);
    expect([around.previous?.id ?? null, around.next?.id ?? null]).toEqual([previous, next]);
  });
});

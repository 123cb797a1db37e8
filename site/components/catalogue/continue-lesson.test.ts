import { describe, expect, it } from 'vitest';
import { lessonToContinue } from './continue-lesson';

const lesson = (id: string, access: 'locked' | 'notStarted' | 'inProgress' | 'completed') => ({ id, access });

describe('lessonToContinue', () => {
  it.each([
    ['the first open lesson when nothing was started', [lesson('a', 'notStarted'), lesson('b', 'locked')], '/courses/c1/lessons/a'],
    ['skips completed lessons', [lesson('a', 'completed'), lesson('b', 'inProgress'), lesson('c', 'notStarted')], '/courses/c1/lessons/b'],
    ['skips locked lessons', [lesson('a', 'completed'), lesson('b', 'locked'), lesson('c', 'notStarted')], '/courses/c1/lessons/c'],
    ['goes back to the first lesson when all are completed', [lesson('a', 'completed'), lesson('b', 'completed')], '/courses/c1/lessons/a'],
  ])('%s', (_, lessons, expected) => {
    expect(lessonToContinue('c1', lessons as never)).toBe(expected);
  });

  it('leads nowhere without an open lesson', () => {
    expect(lessonToContinue('c1', [])).toBeNull();
    expect(lessonToContinue('c1', [lesson('a', 'locked')])).toBeNull();
  });
});

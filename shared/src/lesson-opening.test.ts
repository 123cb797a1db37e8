import { describe, expect, it } from 'vitest';
import { isHiddenFrom, lessonOpening, prerequisitesDone, type LessonOpening } from './lesson-opening';

type Who = 'manager' | 'registered manager' | 'student' | 'someone not registered';
type Lesson = 'plain' | 'hidden' | 'preview' | 'hidden preview' | 'after a lesson' | 'preview after a lesson';
type Done = 'prerequisite done' | 'prerequisite not done';

const viewers: Record<Who, { manager: boolean; registered: boolean }> = {
  manager: { manager: true, registered: false },
  'registered manager': { manager: true, registered: true },
  student: { manager: false, registered: true },
  'someone not registered': { manager: false, registered: false },
};

const lessons: Record<Lesson, { visible?: boolean | null; allowPreview?: boolean | null; prerequisites: string[] }> = {
  plain: { prerequisites: [] },
  hidden: { visible: false, prerequisites: [] },
  preview: { allowPreview: true, prerequisites: [] },
  'hidden preview': { visible: false, allowPreview: true, prerequisites: [] },
  'after a lesson': { visible: true, allowPreview: false, prerequisites: ['first'] },
  'preview after a lesson': { allowPreview: true, prerequisites: ['first'] },
};

describe('lessonOpening', () => {
  it.each<[Who, Lesson, Done, LessonOpening]>([
    ['manager', 'plain', 'prerequisite not done', 'open'],
    ['manager', 'hidden', 'prerequisite not done', 'open'],
    ['manager', 'after a lesson', 'prerequisite not done', 'open'],
    ['registered manager', 'hidden preview', 'prerequisite not done', 'open'],
    ['student', 'plain', 'prerequisite not done', 'open'],
    ['student', 'preview', 'prerequisite not done', 'open'],
    ['student', 'hidden', 'prerequisite done', 'hidden'],
    ['student', 'hidden preview', 'prerequisite done', 'hidden'],
    ['student', 'after a lesson', 'prerequisite not done', 'locked'],
    ['student', 'after a lesson', 'prerequisite done', 'open'],
    ['student', 'preview after a lesson', 'prerequisite not done', 'locked'],
    ['someone not registered', 'plain', 'prerequisite not done', 'notRegistered'],
    ['someone not registered', 'after a lesson', 'prerequisite done', 'notRegistered'],
    ['someone not registered', 'hidden', 'prerequisite not done', 'hidden'],
    ['someone not registered', 'hidden preview', 'prerequisite not done', 'hidden'],
    ['someone not registered', 'preview', 'prerequisite not done', 'preview'],
    ['someone not registered', 'preview after a lesson', 'prerequisite not done', 'preview'],
  ])('%s, a %s lesson, %s: %s', (who, lesson, done, expected) => {
    const completed = new Set(done === 'prerequisite done' ? ['first'] : []);
    expect(lessonOpening({ ...viewers[who], completed }, lessons[lesson])).toBe(expected);
  });
});

describe('prerequisitesDone', () => {
  it('waits for every prerequisite, and for none when there are none', () => {
    expect(prerequisitesDone([], new Set())).toBe(true);
    expect(prerequisitesDone(['a', 'b'], new Set(['a']))).toBe(false);
    expect(prerequisitesDone(['a', 'b'], new Set(['b', 'a', 'c']))).toBe(true);
  });
});

describe('isHiddenFrom', () => {
  it('hides a hidden lesson from everyone but managers, and nothing else', () => {
    expect(isHiddenFrom({ manager: false }, { visible: false })).toBe(true);
    expect(isHiddenFrom({ manager: true }, { visible: false })).toBe(false);
    expect(isHiddenFrom({ manager: false }, { visible: null })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { curriculumOrderProblem, curriculumOutline, outlineLessons, sectionTotals } from './curriculum-outline';

const section = (id: string, order: number, publishedOrder = order) => ({ id, order, publishedOrder });
const lesson = (id: string, order: number, sectionId: string | null, published: { order?: number; section?: string | null } = {}) => ({
  id,
  order,
  section: sectionId,
  publishedOrder: published.order ?? order,
  publishedSection: published.section === undefined ? sectionId : published.section,
});

describe('curriculumOutline', () => {
  it('keeps a course without sections as one list in lesson order', () => {
    const outline = curriculumOutline([], [lesson('b', 1, null), lesson('a', 0, null)], 'published');
    expect(outline).toEqual({ loose: [expect.objectContaining({ id: 'a' }), expect.objectContaining({ id: 'b' })], sections: [] });
  });

  it('puts loose lessons first, then sections in their order with their lessons in theirs', () => {
    const sections = [section('s2', 1), section('s1', 0), section('empty', 2)];
    const lessons = [lesson('x', 4, 's2'), lesson('intro', 9, null), lesson('y', 2, 's1'), lesson('z', 3, 's2'), lesson('w', 1, 's1')];
    const outline = curriculumOutline(sections, lessons, 'working');
    expect(outline.loose.map((entry) => entry.id)).toEqual(['intro']);
    expect(outline.sections.map((group) => [group.section.id, group.lessons.map((entry) => entry.id)])).toEqual([
      ['s1', ['w', 'y']],
      ['s2', ['z', 'x']],
      ['empty', []],
    ]);
    expect(outlineLessons(outline).map((entry) => entry.id)).toEqual(['intro', 'w', 'y', 'z', 'x']);
  });

  it('reads the published order and sections apart from the working ones', () => {
    const sections = [section('s1', 0, 1), section('s2', 1, 0)];
    const lessons = [lesson('a', 0, 's1', { order: 5, section: 's2' }), lesson('b', 1, 's2', { order: 3, section: null })];
    expect(outlineLessons(curriculumOutline(sections, lessons, 'working')).map((entry) => entry.id)).toEqual(['a', 'b']);
    const published = curriculumOutline(sections, lessons, 'published');
    expect(published.loose.map((entry) => entry.id)).toEqual(['b']);
    expect(published.sections.map((group) => [group.section.id, group.lessons.map((entry) => entry.id)])).toEqual([
      ['s2', ['a']],
      ['s1', []],
    ]);
  });

  it('keeps the order given for lessons in the same place (oldest first, as the curriculum read gives them)', () => {
    const lessons = [lesson('z-first', 0, null), lesson('a-second', 0, null)];
    expect(outlineLessons(curriculumOutline([], lessons, 'published')).map((entry) => entry.id)).toEqual(['z-first', 'a-second']);
  });

  it('treats a lesson of a section that is gone as loose', () => {
    expect(curriculumOutline([], [lesson('a', 0, 'deleted')], 'working').loose.map((entry) => entry.id)).toEqual(['a']);
  });
});

describe('sectionTotals', () => {
  it.each([
    ['no lessons', [], { lessonCount: 0, minutes: 0, timed: 0 }],
    ['timed lessons', [{ estimatedTime: 10 }, { estimatedTime: 25 }], { lessonCount: 2, minutes: 35, timed: 2 }],
    ['lessons without an estimate add nothing', [{ estimatedTime: 10 }, { estimatedTime: null }, { estimatedTime: 0 }], { lessonCount: 3, minutes: 10, timed: 1 }],
  ])('%s', (_case, lessons, expected) => {
    expect(sectionTotals(lessons)).toEqual(expected);
  });
});

describe('curriculumOrderProblem', () => {
  const course = { lessonIds: ['a', 'b', 'c'], sectionIds: ['s1', 's2'] };
  it.each<[string, Parameters<typeof curriculumOrderProblem>[0], ReturnType<typeof curriculumOrderProblem>]>([
    ['every lesson and section once', { lessons: ['c'], sections: [{ id: 's2', lessons: ['b', 'a'] }, { id: 's1', lessons: [] }] }, null],
    ['a lesson left out', { lessons: [], sections: [{ id: 's1', lessons: ['a', 'b'] }, { id: 's2', lessons: [] }] }, 'lessons'],
    ['a lesson twice', { lessons: ['a', 'a', 'b', 'c'], sections: [{ id: 's1', lessons: [] }, { id: 's2', lessons: [] }] }, 'lessons'],
    ['a lesson of another course', { lessons: ['a', 'b', 'elsewhere'], sections: [{ id: 's1', lessons: [] }, { id: 's2', lessons: [] }] }, 'lessons'],
    ['a section left out', { lessons: ['a', 'b', 'c'], sections: [{ id: 's1', lessons: [] }] }, 'sections'],
    ['a section of another course', { lessons: ['a', 'b', 'c'], sections: [{ id: 's1', lessons: [] }, { id: 'other', lessons: [] }] }, 'sections'],
    ['a section twice', { lessons: ['a', 'b', 'c'], sections: [{ id: 's1', lessons: [] }, { id: 's1', lessons: [] }] }, 'sections'],
  ])('%s', (_case, order, expected) => {
    expect(curriculumOrderProblem(order, course)).toBe(expected);
  });
});

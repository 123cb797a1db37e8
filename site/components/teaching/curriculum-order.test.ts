import { describe, expect, it } from 'vitest';
import { arrangementOf, itemsOf, moveInArrangement, placeOfLesson, sectionKey, type Arrangement } from './curriculum-order';

const arrangement: Arrangement = {
  lessons: ['intro'],
  sections: [
    { id: 's1', lessons: ['a', 'b'] },
    { id: 's2', lessons: [] },
    { id: 's3', lessons: ['c'] },
  ],
};

describe('the course editor’s lesson list', () => {
  it('lists loose lessons, then each heading with its lessons', () => {
    expect(itemsOf(arrangement).map((item) => item.key)).toEqual(['intro', 'section:s1', 'a', 'b', 'section:s2', 'section:s3', 'c']);
  });

  it('groups the editor’s lessons by section, a lesson of an unknown section counting as loose', () => {
    const lessons = [
      { id: 'x', section: 's2' },
      { id: 'y', section: null },
      { id: 'z', section: 'gone' },
      { id: 'w', section: 's2' },
    ];
    expect(arrangementOf([{ id: 's1' }, { id: 's2' }], lessons)).toEqual({
      lessons: ['y', 'z'],
      sections: [
        { id: 's1', lessons: [] },
        { id: 's2', lessons: ['x', 'w'] },
      ],
    });
  });

  it.each<[string, string, string, Arrangement['lessons'], string[][]]>([
    ['within a section', 'b', 'a', ['intro'], [['b', 'a'], [], ['c']]],
    ['down past a heading, into that section', 'b', sectionKey('s2'), ['intro'], [['a'], ['b'], ['c']]],
    ['down onto the next lesson of another section', 'b', 'c', ['intro'], [['a'], [], ['c', 'b']]],
    ['up onto its own heading, out into the previous group', 'a', sectionKey('s1'), ['intro', 'a'], [['b'], [], ['c']]],
    ['a loose lesson into the first section', 'intro', sectionKey('s1'), [], [['intro', 'a', 'b'], [], ['c']]],
  ])('moves a lesson %s', (_case, active, over, loose, sectionLessons) => {
    const moved = moveInArrangement(arrangement, active, over)!;
    expect(moved.lessons).toEqual(loose);
    expect(moved.sections.map((section) => section.lessons)).toEqual(sectionLessons);
  });

  it('moves a section with its lessons, onto another heading only', () => {
    const moved = moveInArrangement(arrangement, sectionKey('s3'), sectionKey('s1'))!;
    expect(moved.sections.map((section) => [section.id, section.lessons])).toEqual([
      ['s3', ['c']],
      ['s1', ['a', 'b']],
      ['s2', []],
    ]);
    expect(moveInArrangement(arrangement, sectionKey('s3'), 'a')).toBeNull();
    expect(moveInArrangement(arrangement, 'a', 'a')).toBeNull();
  });

  it('says where a lesson is', () => {
    expect(placeOfLesson(arrangement, 'b')).toEqual({ section: 's1', position: 2, count: 2 });
    expect(placeOfLesson(arrangement, 'intro')).toEqual({ section: null, position: 1, count: 1 });
  });
});

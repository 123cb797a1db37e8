import { describe, expect, it } from 'vitest';
import type { TCourseCard } from '@halaqa/shared/api-contract/course-shapes';
import { featuredIdsOf, homeCourseCards } from './home-courses';

const card = (id: string) => ({ id }) as TCourseCard;
const ids = (cards: TCourseCard[]) => cards.map((entry) => entry.id);

describe('homeCourseCards', () => {
  it.each([
    ['featured first, topped up with the newest', [card('f1'), card('f2')], [card('n1'), card('f1'), card('n2')], 4, ['f1', 'f2', 'n1', 'n2']],
    ['only as many as asked', [card('f1'), card('f2')], [card('n1')], 1, ['f1']],
    ['none when 0', [card('f1')], [card('n1')], 0, []],
    ['never more than 5', [], ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(card), 9, ['a', 'b', 'c', 'd', 'e']],
    ['fewer when the site has fewer', [], [card('n1')], 3, ['n1']],
  ])('%s', (_, featured, newest, count, expected) => {
    expect(ids(homeCourseCards(featured, newest, count))).toEqual(expected);
  });
});

describe('featuredIdsOf', () => {
  it('keeps the non-empty strings of a list, and nothing of anything else', () => {
    expect(featuredIdsOf(['a', 3, '', 'b'])).toEqual(['a', 'b']);
    expect(featuredIdsOf('a,b')).toEqual([]);
    expect(featuredIdsOf(null)).toEqual([]);
  });
});

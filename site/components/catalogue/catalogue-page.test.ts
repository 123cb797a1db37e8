import { describe, expect, it } from 'vitest';
import { catalogueHref, catalogueSlice, COURSES_PER_PAGE } from './catalogue-page';

const courses = Array.from({ length: COURSES_PER_PAGE * 2 + 3 }, (_, index) => index);

describe('catalogueSlice', () => {
  it.each([
    [null, 1, 0],
    ['2', 2, COURSES_PER_PAGE],
    ['3', 3, COURSES_PER_PAGE * 2],
    ['99', 3, COURSES_PER_PAGE * 2],
    ['0', 1, 0],
    ['-4', 1, 0],
    ['abc', 1, 0],
  ])('page %s shows page %i from course %i', (requested, page, first) => {
    const slice = catalogueSlice(courses, requested);
    expect(slice).toMatchObject({ page, pages: 3 });
    expect(slice.items[0]).toBe(first);
  });

  it('has one empty page for an empty catalogue', () => {
    expect(catalogueSlice([], '2')).toEqual({ items: [], page: 1, pages: 1 });
  });
});

describe('catalogueHref', () => {
  it('keeps the search and filters and drops page=1', () => {
    const url = new URL('http://acme.localhost/courses?q=nahw&price=free&page=2');
    expect(catalogueHref(url, 3)).toBe('/courses?q=nahw&price=free&page=3');
    expect(catalogueHref(url, 1)).toBe('/courses?q=nahw&price=free');
    expect(catalogueHref(new URL('http://acme.localhost/courses?page=2'), 1)).toBe('/courses');
  });
});

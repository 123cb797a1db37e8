import { arrayMove } from '@dnd-kit/sortable';
import type { TCourseSection, TMaterialSummary } from '@halaqa/shared/api-contract/course-shapes';
import type { TCurriculumOrderRequest } from '@halaqa/shared/schemas/courses';

/**
 * The course editor's lesson list as one column the managers rearrange (issue #14): the lessons
 * outside any section, then each section's heading followed by its lessons. A lesson belongs to
 * the nearest heading above it, so moving it past a heading (by pointer, or one arrow key press at
 * a time) moves it into or out of that section; a heading moves with its lessons.
 */

/** The whole working order, as PUT /api/courses/{id}/curriculum takes it. */
export type Arrangement = TCurriculumOrderRequest;

/** The list's entries by their drag id: a lesson's id, or a section heading's `section:` id. */
export type OrderItem = { kind: 'lesson'; id: string; key: string } | { kind: 'section'; id: string; key: string };

export const sectionKey = (id: string) => `section:${id}`;
export const isSectionKey = (key: string) => key.startsWith('section:');

/** The arrangement of the lists the editor holds (lessons in the working order, each naming its section). */
export function arrangementOf(sections: readonly Pick<TCourseSection, 'id'>[], lessons: readonly Pick<TMaterialSummary, 'id' | 'section'>[]): Arrangement {
  const known = new Set(sections.map((section) => section.id));
  return {
    lessons: lessons.filter((lesson) => lesson.section === null || !known.has(lesson.section)).map((lesson) => lesson.id),
    sections: sections.map((section) => ({ id: section.id, lessons: lessons.filter((lesson) => lesson.section === section.id).map((lesson) => lesson.id) })),
  };
}

export function itemsOf(arrangement: Arrangement): OrderItem[] {
  const lesson = (id: string): OrderItem => ({ kind: 'lesson', id, key: id });
  return [
    ...arrangement.lessons.map(lesson),
    ...arrangement.sections.flatMap((section): OrderItem[] => [{ kind: 'section', id: section.id, key: sectionKey(section.id) }, ...section.lessons.map(lesson)]),
  ];
}

function arrangementOfItems(items: readonly OrderItem[]): Arrangement {
  const arrangement: Arrangement = { lessons: [], sections: [] };
  for (const item of items) {
    if (item.kind === 'section') arrangement.sections.push({ id: item.id, lessons: [] });
    else (arrangement.sections.at(-1)?.lessons ?? arrangement.lessons).push(item.id);
  }
  return arrangement;
}

/**
 * The arrangement once `activeKey` is dropped on `overKey`, or null when nothing moves. A heading
 * dropped on another heading takes that section's place, its lessons along; a lesson takes the
 * place of what it was dropped on, whichever section that puts it in.
 */
export function moveInArrangement(arrangement: Arrangement, activeKey: string, overKey: string): Arrangement | null {
  if (activeKey === overKey) return null;
  if (isSectionKey(activeKey)) {
    if (!isSectionKey(overKey)) return null;
    const ids = arrangement.sections.map((section) => sectionKey(section.id));
    const from = ids.indexOf(activeKey);
    const to = ids.indexOf(overKey);
    return from < 0 || to < 0 ? null : { ...arrangement, sections: arrayMove(arrangement.sections, from, to) };
  }
  const items = itemsOf(arrangement);
  const from = items.findIndex((item) => item.key === activeKey);
  const to = items.findIndex((item) => item.key === overKey);
  return from < 0 || to < 0 ? null : arrangementOfItems(arrayMove(items, from, to));
}

/** Where a lesson is: its section (null: none), its position there from 1, and how many are there. */
export function placeOfLesson(arrangement: Arrangement, lessonId: string): { section: string | null; position: number; count: number } {
  const group = arrangement.sections.find((section) => section.lessons.includes(lessonId));
  const lessons = group ? group.lessons : arrangement.lessons;
  return { section: group?.id ?? null, position: lessons.indexOf(lessonId) + 1, count: lessons.length };
}

/**
 * The editor's lists as the server stores an arrangement (services/courses/lessons/sections): each
 * lesson's `order` is its position in the whole list, its `section` the one it is under.
 */
export function applyArrangement<S extends TCourseSection, L extends TMaterialSummary>(sections: readonly S[], lessons: readonly L[], arrangement: Arrangement): { sections: S[]; lessons: L[] } {
  const places = [...arrangement.lessons.map((id) => ({ id, section: null as string | null })), ...arrangement.sections.flatMap((section) => section.lessons.map((id) => ({ id, section: section.id })))];
  return {
    sections: arrangement.sections.flatMap(({ id, lessons: ids }, order) => sections.filter((section) => section.id === id).map((section) => ({ ...section, order, lessons: ids }))),
    lessons: places.flatMap(({ id, section }, order) => lessons.filter((lesson) => lesson.id === id).map((lesson) => ({ ...lesson, order, section }))),
  };
}

/** Whether students still see another order than the managers' (learning-content §4: until it is published). */
export function orderUnpublished(sections: readonly TCourseSection[], lessons: readonly TMaterialSummary[]): boolean {
  return sections.some((section) => section.order !== section.publishedOrder) || lessons.some((lesson) => lesson.order !== lesson.publishedOrder || lesson.section !== lesson.publishedSection);
}

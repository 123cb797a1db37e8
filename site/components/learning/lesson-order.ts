import type { TMaterialSummary } from '@halaqa/shared/api-contract/course-shapes';

/** Where a student goes next in a course's curriculum (learning-content §4, lesson access). */

type LessonStep = Pick<TMaterialSummary, 'id' | 'access'>;

/**
 * The lesson "Continue" opens: the first, in curriculum order, that is open and not completed.
 * Null when every lesson is completed or the rest are still locked.
 */
export function lessonToContinue<T extends LessonStep>(lessons: readonly T[]): T | null {
  return lessons.find((lesson) => lesson.access === 'inProgress' || lesson.access === 'notStarted') ?? null;
}

/** The lessons just before and just after one, in curriculum order. */
export function neighboursOf<T extends { id: string }>(lessons: readonly T[], id: string): { previous: T | null; next: T | null } {
  const index = lessons.findIndex((lesson) => lesson.id === id);
  if (index === -1) return { previous: null, next: null };
  return { previous: lessons[index - 1] ?? null, next: lessons[index + 1] ?? null };
}

export const lessonPath = (courseId: string, lessonId: string) => `/courses/${courseId}/lessons/${lessonId}`;

import type { TMaterialSummary } from '@halaqa/shared/api-contract/course-shapes';

type Lesson = Pick<TMaterialSummary, 'id' | 'access'>;

/**
 * Where "Continue learning" leads (the curriculum in the order students see): the first lesson
 * started or open and not yet completed; when every open lesson is completed, the first one
 * again; nothing when no lesson is open.
 */
export function lessonToContinue(courseId: string, lessons: readonly Lesson[]): string | null {
  const next = lessons.find((lesson) => lesson.access === 'inProgress' || lesson.access === 'notStarted');
  const open = next ?? lessons.find((lesson) => lesson.access !== 'locked');
  return open ? `/courses/${courseId}/lessons/${open.id}` : null;
}

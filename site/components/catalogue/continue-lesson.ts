import type { TMaterialSummary } from '@halaqa/shared/api-contract/course-shapes';
import { lessonPath, lessonToContinue as firstUnfinished } from '../learning/lesson-order';

type Lesson = Pick<TMaterialSummary, 'id' | 'access'>;

/**
 * Where "Continue learning" leads: the dashboard's "Continue", the first unfinished lesson that
 * is open (lesson-order); when every open lesson is completed, the first one again; nothing when
 * no lesson is open.
 */
export function lessonToContinue(courseId: string, lessons: readonly Lesson[]): string | null {
  const open = firstUnfinished(lessons) ?? lessons.find((lesson) => lesson.access !== 'locked');
  return open ? lessonPath(courseId, open.id) : null;
}

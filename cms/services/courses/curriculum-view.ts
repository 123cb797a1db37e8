import type { TMaterialSummary } from '@halaqa/shared/api-contract/course-shapes';
import { lessonAccess } from '@halaqa/shared/completion-rules';
import { stringList } from './course-shape';
import type { CourseViewer } from './reads/course-viewer';
import type { Curriculum, CurriculumLesson } from './reads/curriculum';

/**
 * A course's lessons as one viewer sees them (GET /api/courses/{id}/materials, the course page,
 * a lesson's summary): the kept curriculum, the viewer's progress, and their role.
 */

type Progress = CourseViewer['progress'];

/** The viewer's records of the lessons they opened; progress counts for registered students only (a manager's own test runs do not). */
export function progressCounted(viewer: CourseViewer): Progress {
  return viewer.registered ? viewer.progress : {};
}

export function completedIn(progress: Progress): Set<string> {
  return new Set(Object.keys(progress).filter((id) => progress[id]!.completed));
}

/** `own`: the viewer's completion of this lesson, undefined when they never opened it. */
export function summaryOf(lesson: CurriculumLesson, own: boolean | undefined, completed: ReadonlySet<string>, manager: boolean): TMaterialSummary {
  const finished = own === true;
  return {
    id: lesson.id,
    name: lesson.name,
    type: lesson.type,
    estimatedTime: lesson.estimatedTime ?? null,
    difficulty: lesson.difficulty ?? null,
    tags: stringList(lesson.tags),
    featured: Boolean(lesson.featured),
    allowPreview: Boolean(lesson.allowPreview),
    prerequisites: [...lesson.prerequisites],
    visible: lesson.visible !== false,
    commentsAllowed: lesson.commentsAllowed !== false,
    order: manager ? lesson.order : lesson.publishedOrder,
    publishedOrder: lesson.publishedOrder,
    completion: { logic: lesson.logic, rules: lesson.rules.map((rule) => ({ type: rule.type, minScore: rule.minScore ?? null })) },
    finishedmaterial: finished,
    access: lessonAccess(lesson.prerequisites, completed, { started: own !== undefined, completed: finished }),
  };
}

/** Students see visible lessons in the published order; managers see every lesson in their working order. */
export function lessonsSeenBy(curriculum: Curriculum, viewer: CourseViewer, manager: boolean): TMaterialSummary[] {
  const progress = progressCounted(viewer);
  const completed = completedIn(progress);
  const position = (lesson: CurriculumLesson) => (manager ? lesson.order : lesson.publishedOrder);
  return curriculum.lessons
    .filter((lesson) => manager || lesson.visible !== false)
    .sort((a, b) => position(a) - position(b))
    .map((lesson) => summaryOf(lesson, progress[lesson.id]?.completed, completed, manager));
}

import type { TCourseSection, TMaterialSummary } from '@halaqa/shared/api-contract/course-shapes';
import { lessonAccess } from '@halaqa/shared/completion-rules';
import { isHiddenFrom } from '@halaqa/shared/lesson-opening';
import { curriculumOutline, outlineLessons, sectionTotals, type Outline } from '@halaqa/shared/curriculum-outline';
import { stringList } from '../catalogue/course-shape';
import type { CourseViewer } from '../reads/course-viewer';
import type { Curriculum, CurriculumLesson, CurriculumSection } from '../reads/curriculum';

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
    section: manager ? lesson.section : lesson.publishedSection,
    publishedSection: lesson.publishedSection,
    completion: { logic: lesson.logic, rules: lesson.rules.map((rule) => ({ type: rule.type, minScore: rule.minScore ?? null })) },
    finishedmaterial: finished,
    access: lessonAccess(lesson.prerequisites, completed, { started: own !== undefined, completed: finished }),
  };
}

/**
 * The curriculum as one viewer sees it (shared/curriculum-outline): students the visible lessons,
 * grouped and ordered as published; managers every lesson, as they are arranging them.
 */
function outlineSeenBy(curriculum: Curriculum, manager: boolean): Outline<CurriculumSection, CurriculumLesson> {
  const lessons = curriculum.lessons.filter((lesson) => !isHiddenFrom({ manager }, lesson));
  return curriculumOutline(curriculum.sections, lessons, manager ? 'working' : 'published');
}

/** The lessons one after another: outside any section first, then section by section. */
export function lessonsSeenBy(curriculum: Curriculum, viewer: CourseViewer, manager: boolean): TMaterialSummary[] {
  const progress = progressCounted(viewer);
  const completed = completedIn(progress);
  return outlineLessons(outlineSeenBy(curriculum, manager)).map((lesson) => summaryOf(lesson, progress[lesson.id]?.completed, completed, manager));
}

/**
 * The sections with their lessons' count and minutes. Students and visitors see only the sections
 * holding a lesson they can see (an empty or not yet published section is not shown to them).
 */
export function sectionsSeenBy(curriculum: Curriculum, manager: boolean): TCourseSection[] {
  return outlineSeenBy(curriculum, manager)
    .sections.filter((group) => manager || group.lessons.length > 0)
    .map(({ section, lessons }) => {
      const { lessonCount, minutes, timed } = sectionTotals(lessons);
      return {
        id: section.id,
        title: section.title,
        order: manager ? section.order : section.publishedOrder,
        publishedOrder: section.publishedOrder,
        lessons: lessons.map((lesson) => lesson.id),
        lessonCount,
        minutes,
        timedLessons: timed,
      };
    });
}

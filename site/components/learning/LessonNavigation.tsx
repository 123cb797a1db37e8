import type { ReactNode } from 'react';
import type { Language, Translate } from '@halaqa/shared/i18n/index';
import { CourseProgress } from './CourseProgress';
import { CurriculumSidebar } from './CurriculumSidebar';
import { progressOfCurriculum } from './course-progress';
import { useCurriculum, useRefreshedFinished, type CurriculumEntry } from './curriculum-store';
import { LessonCompletion } from './LessonCompletion';
import { LessonPager } from './LessonPager';

export interface LessonNavigationProps {
  language: Language;
  courseId: string;
  courseName: string;
  currentId: string;
  lessons: CurriculumEntry[];
  /** The course's sections the viewer sees, in order (issue #14): the sidebar groups lessons under them. */
  sections: { id: string; title: string }[];
  /**
   * For a registered student: whether they had completed the lesson when the page was made, and
   * whether its rules take their own mark (`manual`; a quiz lesson without rules is completed by
   * handing the quiz in, so it offers no "Mark as complete").
   */
  completion: { initiallyDone: boolean; manual: boolean } | null;
}

/**
 * Everything on a lesson page that follows the curriculum as completing this lesson changes it:
 * under the lesson, "Mark as complete" (for a registered student) and the previous and next
 * lessons; beside it, the curriculum, headed by the student's progress bar, which moves as the
 * store is refreshed after a lesson is completed (issue #15). The two parts are the lesson
 * layout's own grid items (learning.css places them); `footerStart` opens the part under the lesson.
 */
export function LessonNavigation({ language, t, courseId, courseName, currentId, lessons: fromServer, sections, completion, footerStart }: LessonNavigationProps & { t: Translate; footerStart?: ReactNode }) {
  const lessons = useCurriculum(fromServer);
  const refreshedDone = useRefreshedFinished(currentId);
  // Only a registered student whose mark completes the lesson has it completed on Next; for anyone else it is a link.
  const pending = completion?.manual ? !(refreshedDone ?? completion.initiallyDone) : false;
  return (
    <>
      <div className="lesson-footer">
        {footerStart}
        {completion?.manual ? <LessonCompletion t={t} courseId={courseId} materialId={currentId} initiallyDone={completion.initiallyDone} /> : null}
        <LessonPager t={t} courseId={courseId} currentId={currentId} lessons={lessons} completesCurrent={pending} />
      </div>
      <aside className="lesson-aside">
        <CurriculumSidebar
          t={t}
          courseId={courseId}
          currentId={currentId}
          lessons={lessons}
          sections={sections}
          header={completion ? <CourseProgress t={t} language={language} courseName={courseName} {...progressOfCurriculum(lessons)} /> : null}
        />
      </aside>
    </>
  );
}

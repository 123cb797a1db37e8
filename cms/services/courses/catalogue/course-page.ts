import type { TCourse, TCourseSection, TMaterialSummary } from '@halaqa/shared/api-contract/course-shapes';
import { courseCompletion, type CourseCompletion } from '@halaqa/shared/completion-rules';
import { isCourseManager } from '@halaqa/shared/course-management';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { ShownCertificate } from '../../certificates/certificate-view';
import type { TenantContext } from '../../context';
import type { Actor } from '../../users/actor';
import { listAnnouncements } from '../conversations/announcements/list-announcements';
import { stringList } from './course-shape';
import { completedIn, lessonsSeenBy, progressCounted, sectionsSeenBy } from '../lessons/curriculum-view';
import { keptCardOf } from '../reads/catalogue-cache';
import { keptCourseContent, keptCurriculum } from '../reads/course-content-cache';
import type { InstructorProfile } from '../reads/course-details';
import { readCourseViewer, type CourseViewer } from '../reads/course-viewer';
import type { CurriculumLesson } from '../reads/curriculum';

export interface CoursePage {
  /** The course as GET /api/courses/{id} gives it. */
  course: TCourse;
  /** Who the page introduces under "About the instructor": the trainer, else the site's owner. */
  instructor: InstructorProfile | null;
  /** The curriculum as GET /api/courses/{id}/materials gives it to the viewer. */
  lessons: TMaterialSummary[];
  /** The sections the lessons are grouped under, as GET /api/courses/{id}/sections gives them. */
  sections: TCourseSection[];
  /** The certificate the viewer was given for the course, if any. */
  certificate: ShownCertificate | null;
}

/**
 * The course page (and GET /api/courses/{id}): the course's card, details, curriculum,
 * announcements and ratings are kept until the site's content changes (reads/*-cache), so a
 * signed-in viewer costs one SQL statement, what they are to the course (reads/course-viewer),
 * and a visitor none. `known` is that viewer when the caller has just read it (the lesson page).
 */
export async function getCoursePage(ctx: TenantContext, actor: Actor | null, id: string, known?: CourseViewer): Promise<CoursePage> {
  const [content, card, curriculum, viewer] = await Promise.all([
    keptCourseContent(ctx, id),
    keptCardOf(ctx, id),
    keptCurriculum(ctx, id),
    known ?? readCourseViewer(ctx, id, actor?.id ?? null),
  ]);
  if (!content || !card || !curriculum) throw new AppError(AppErrorCode.NOT_FOUND);
  const manager = actor !== null && isCourseManager(actor, curriculum.managed);
  const { registered, favorite } = viewer;
  const course: TCourse = {
    ...card,
    longDescription: content.longDescriptionHtml,
    showmaterial: stringList(content.showmaterial),
    enable_discussions: content.enableDiscussions,
    registrationAllowed: content.registrationAllowed,
    trainer_id: content.trainerId,
    admins: [...content.admins],
    cert_config: { score: content.certConfig.score, source: content.certConfig.source === '*' ? '*' : stringList(content.certConfig.source) },
    createdAt: content.createdAt,
    viewer: { registered, favorite, manager, completion: registered ? completionOf(curriculum.lessons, viewer) : 'notAttempted' },
    announcements: manager || registered ? await listAnnouncements(ctx, content.id) : [],
  };
  return {
    course,
    instructor: content.instructor,
    lessons: lessonsSeenBy(curriculum, viewer, manager),
    sections: sectionsSeenBy(curriculum, manager),
    certificate: viewer.certificate,
  };
}

/** The course's completion for a registered viewer, over the lessons students can see. */
function completionOf(lessons: readonly CurriculumLesson[], viewer: CourseViewer): CourseCompletion {
  const progress = progressCounted(viewer);
  const visible = lessons.filter((lesson) => lesson.visible !== false).map((lesson) => lesson.id);
  return courseCompletion(visible, new Set(Object.keys(progress)), completedIn(progress));
}

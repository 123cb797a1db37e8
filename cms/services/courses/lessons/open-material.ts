import type { TMaterial } from '@halaqa/shared/api-contract/course-shapes';
import { viewedOnOpening } from '@halaqa/shared/completion-rules';
import { isCourseManager } from '@halaqa/shared/course-management';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { displayNameOfKey, videoTypeOf } from '@halaqa/shared/file-keys';
import { lessonOpening } from '@halaqa/shared/lesson-opening';
import { attemptsAllowedOf } from '@halaqa/shared/quiz-attempts';
import type { TenantContext } from '../../context';
import type { Actor } from '../../users/actor';
import { submissionView } from '../assessment/assignments/submission-view';
import { commentThread } from '../conversations/comments/comment-thread';
import { stringList } from '../catalogue/course-shape';
import { completedIn, progressCounted, summaryOf } from './curriculum-view';
import { findSubmission, latestAttempt, maxGradeOf } from '../assessment/evidence-reads';
import { recordProgress } from '../progress/record-progress';
import { assertOpens, openingLessonOf } from './lesson-reads';
import { attemptView } from '../assessment/quizzes/attempt-view';
import { questionViews } from '../assessment/quizzes/question-views';
import { keptCurriculum, keptLesson } from '../reads/course-content-cache';
import { type CourseViewer, readLessonViewer } from '../reads/course-viewer';
import { curriculumLessonOf } from './curriculum-lessons';

/**
 * getMaterial, with what the viewer is to the course once the lesson is open (their progress
 * includes this visit), for the lesson page, which shows the course around the lesson. The course
 * and lesson are kept (reads/course-content-cache); the viewer and the lesson's comments are one
 * statement, and a lesson opened before, without a quiz or an assignment, reads nothing more.
 */
export async function openMaterial(ctx: TenantContext, actor: Actor | null, courseId: string, materialId: string): Promise<{ lesson: TMaterial; viewer: CourseViewer }> {
  const [curriculum, { viewer, comments, position }, kept] = await Promise.all([
    keptCurriculum(ctx, courseId),
    readLessonViewer(ctx, courseId, materialId, actor?.id ?? null),
    keptLesson(ctx, courseId, materialId),
  ]);
  if (!curriculum || !kept) throw new AppError(AppErrorCode.NOT_FOUND);
  const { material, contentHtml } = kept;
  const role = { manager: actor !== null && isCourseManager(actor, curriculum.managed), registered: viewer.registered };
  const progress = progressCounted(viewer);
  const completed = completedIn(progress);
  assertOpens(lessonOpening({ ...role, completed }, openingLessonOf(material)), { signedIn: actor !== null, preview: 'reads' });
  // Opening the lesson records "viewed" (a video lesson's is its video's end); its own record is the only progress that changes.
  const student = actor && role.registered && !role.manager ? actor : null;
  const own = student ? await recordProgress(ctx, material, student.id, viewedOnOpening(material) ? { viewed: true } : {}, progress[material.id] ?? null) : undefined;
  const seen = own ? { ...viewer, progress: { ...viewer.progress, [material.id]: own } } : viewer;
  const ownCompletion = own ? own.completed : progress[material.id]?.completed;
  if (own?.completed) completed.add(material.id);
  else if (own) completed.delete(material.id);
  const files = stringList(material.files);
  // Only lessons that hold a quiz or an assignment have attempts or submissions to show (lesson-parts).
  const attempt = actor && role.registered && (material.type === 'quiz' || material.type === 'mixed') ? await latestAttempt(ctx, material.id, actor.id) : null;
  const submission = actor && role.registered && (material.type === 'assignment' || material.type === 'mixed') ? await findSubmission(ctx, material.id, actor.id) : null;
  const lesson: TMaterial = {
    ...summaryOf(curriculumLessonOf(material), ownCompletion, completed, role.manager),
    content: contentHtml,
    quiz: questionViews(material, { manager: role.manager, submitted: Boolean(attempt && attempt.state !== 'inProgress') }),
    quiz_settings: {
      savequiz: material.quizSettings?.savequiz !== false,
      timeLimit: material.quizSettings?.timeLimit ?? null,
      accepting: material.quizSettings?.accepting !== false,
      passMark: material.quizSettings?.passMark ?? null,
      attemptsAllowed: attemptsAllowedOf(material.quizSettings),
      shuffleQuestions: Boolean(material.quizSettings?.shuffleQuestions),
      shuffleOptions: Boolean(material.quizSettings?.shuffleOptions),
    },
    assignment_settings: {
      instructions: material.assignmentSettings?.instructions ?? '',
      max_grade: maxGradeOf(material),
      dueDate: material.assignmentSettings?.dueDate ?? null,
    },
    quizAttempt: attempt ? await attemptView(ctx, material, attempt) : null,
    submission: submission ? submissionView(material, submission) : null,
    files: files.map((key) => ({ key, name: displayNameOfKey(key) })),
    video: material.video ?? '',
    videoType: material.video ? videoTypeOf(material.video) : '',
    transcript: (material.transcript ?? []).map(({ start, end, text }) => ({ start, end, text })),
    position: role.registered && !role.manager ? position : null,
    comments: role.manager || role.registered ? commentThread(comments) : [],
  };
  return { lesson, viewer: seen };
}

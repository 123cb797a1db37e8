import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { Where } from 'payload';
import { idOf, type TenantContext } from '../../context';
import { tenantDb } from '../../tenant-db';
import type { Actor } from '../../users/actor';
import { findTenantUser } from '../../users/actor';
import { isManagerOf } from '../people/course-managers';
import { maxGradeOf } from './evidence-reads';

/**
 * The scores pages (platform-core §2: /users/me/scores, /users/{id}/scores; issue #6): a student's
 * quiz and assignment results per course. Everyone sees their own; someone else's results are
 * shown only for the courses the viewer manages, and 403 when there are none.
 */
export interface ScoreLine {
  materialId: string;
  lesson: string;
  kind: 'quiz' | 'assignment';
  state: string;
  score: number | null;
  maxScore: number | null;
  percent: number | null;
}

export interface CourseScores {
  course: { id: string; name: string };
  lines: ScoreLine[];
}

const percentOf = (score: number | null | undefined, max: number | null | undefined) => (score == null || !max ? null : Math.round((score / max) * 1000) / 10);

export async function scoresOf(ctx: TenantContext, viewer: Actor, userId: string): Promise<{ user: { id: string; name: string }; courses: CourseScores[] }> {
  const user = await findTenantUser(ctx, userId);
  const db = tenantDb(ctx);
  const mine: Where = { user: { equals: user.id } };
  const [{ docs: registrations }, { docs: attempts }, { docs: submissions }] = await Promise.all([
    // Depth 1: each registration with its course (name and managers).
    db.find({ collection: 'registrations', where: mine, depth: 1 }),
    db.find({ collection: 'quiz-attempts', where: mine, sort: '-attempt' }),
    db.find({ collection: 'assignment-submissions', where: mine }),
  ]);
  const courses = registrations.flatMap((registration) => (typeof registration.course === 'object' ? [registration.course] : []));
  const visible = viewer.id === user.id ? courses : courses.filter((course) => isManagerOf(viewer, course));
  if (viewer.id !== user.id && visible.length === 0) throw new AppError(AppErrorCode.FORBIDDEN);
  const { docs: lessons } = await db.find({ collection: 'materials', where: { course: { in: visible.map((course) => course.id) } }, sort: 'publishedOrder' });
  return {
    user: { id: user.id, name: user.name },
    courses: visible.map((course) => ({
      course: { id: course.id, name: course.name },
      lines: lessons
        .filter((lesson) => idOf(lesson.course) === course.id)
        .flatMap((lesson): ScoreLine[] => {
          // The latest scored attempt: a retake in progress does not hide the previous result.
          const attempt = attempts.find((entry) => idOf(entry.material) === lesson.id && entry.state !== 'inProgress');
          const submission = submissions.find((entry) => idOf(entry.material) === lesson.id);
          const lines: ScoreLine[] = [];
          if (attempt) {
            lines.push({ materialId: lesson.id, lesson: lesson.name, kind: 'quiz', state: attempt.state, score: attempt.score ?? null, maxScore: attempt.maxScore ?? null, percent: percentOf(attempt.score, attempt.maxScore) });
          }
          if (submission) {
            const max = maxGradeOf(lesson);
            lines.push({
              materialId: lesson.id,
              lesson: lesson.name,
              kind: 'assignment',
              state: submission.grade == null ? 'submitted' : 'graded',
              score: submission.grade ?? null,
              maxScore: max,
              percent: percentOf(submission.grade, max),
            });
          }
          return lines;
        }),
    })),
  };
}

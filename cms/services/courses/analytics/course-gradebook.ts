import type { TGradebook } from '@halaqa/shared/api-contract/course-analytics';
import { holdsAssignment } from '@halaqa/shared/assignment-status';
import { pointsOf } from '@halaqa/shared/quiz-scoring';
import type { Material } from '../../../payload-types';
import type { TenantContext } from '../../context';
import type { Actor } from '../../users/actor';
import { DEFAULT_MAX_GRADE, isQuiz, questionsOf } from '../assessment/evidence-reads';
import { readGradebook, type GradebookLessonRow } from '../reads/read-gradebook';
import { analyticsScopeOf, assertManagedCourse } from './managed-course';

type Item = TGradebook['items'][number];
type Score = TGradebook['students'][number]['scores'][number];

/** A lesson's graded items: its quiz, then its assignment, as the lesson page shows them. */
function itemsOf(lesson: GradebookLessonRow): Item[] {
  const material = { type: lesson.type as Material['type'], quiz: lesson.quiz as Material['quiz'] };
  const items: Item[] = [];
  if (isQuiz(material)) {
    items.push({ lessonId: lesson.id, lesson: lesson.name, kind: 'quiz', maxScore: questionsOf(material).reduce((sum, question) => sum + pointsOf(question), 0) });
  }
  if (holdsAssignment({ type: lesson.type, instructions: lesson.instructions ?? '', ruleTypes: lesson.ruleTypes })) {
    items.push({ lessonId: lesson.id, lesson: lesson.name, kind: 'assignment', maxScore: lesson.maxGrade ?? DEFAULT_MAX_GRADE });
  }
  return items;
}

const NONE: Score = { status: 'none', score: null };
const keyOf = (userId: string, lessonId: string) => `${userId}:${lessonId}`;

/**
 * GET /api/teacher/courses/{id}/gradebook (issue #14): the course's registered students by its
 * quizzes and assignments, in the lessons' published order: each student's latest handed-in
 * attempt's score, and their assignment's grade or "awaiting" while it has none. One statement.
 */
export async function courseGradebook(ctx: TenantContext, actor: Actor, courseId: string): Promise<TGradebook> {
  const row = await readGradebook(ctx, courseId, analyticsScopeOf(actor));
  assertManagedCourse(row);
  const items = row.lessons.flatMap(itemsOf);
  const quizScores = new Map(row.attempts.map((attempt): [string, Score] => [keyOf(attempt.userId, attempt.lessonId), attempt.score == null ? NONE : { status: 'scored', score: attempt.score }]));
  const grades = new Map(
    row.submissions.map((submission): [string, Score] => [keyOf(submission.userId, submission.lessonId), submission.grade == null ? { status: 'awaiting', score: null } : { status: 'scored', score: submission.grade }]),
  );
  return {
    course: { id: row.id, name: row.name },
    items,
    students: row.students.map((student) => ({
      id: student.id,
      name: student.name,
      email: student.email,
      scores: items.map((item) => (item.kind === 'quiz' ? quizScores : grades).get(keyOf(student.id, item.lessonId)) ?? NONE),
    })),
  };
}

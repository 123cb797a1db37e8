import type { TToGradeInbox, TWorkToGrade } from '@halaqa/shared/api-contract/grading';
import { holdsAssignment } from '@halaqa/shared/assignment-status';
import { courseManagerScope, mayCreateCourse } from '@halaqa/shared/course-management';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { awaitsManualScore } from '@halaqa/shared/manual-score';
import type { Material } from '../../../payload-types';
import type { TenantContext } from '../../context';
import type { Actor } from '../../users/actor';
import { submissionView } from './assignments/submission-view';
import { isQuiz, maxGradeOf, questionsOf } from './evidence-reads';
import { DELETED_PERSON } from '../people/people-by-ids';
import { answerMapOf, viewOf } from './quizzes/attempt-view';
import { questionViews } from './quizzes/question-views';
import { readWorkToGrade, type AttemptRow, type SubmissionRow, type WorkRow } from '../reads/work-to-grade';

/** PostgreSQL's JSON writes instants in its own format; the contract gives them as Payload does. */
const isoOf = (value: string) => new Date(value).toISOString();
const isoOrNull = (value: string | null) => (value ? isoOf(value) : null);

function placeOf(row: WorkRow) {
  return {
    id: row.id,
    submittedAt: isoOf(row.submitted_at),
    course: { id: row.course_id, name: row.course_name },
    lesson: { id: row.material_id, name: row.material_name },
    // A student's account deleted meanwhile shows as "Deleted user", as elsewhere.
    student: row.user_name === null ? DELETED_PERSON : { id: row.user_id, name: row.user_name, profilephoto: row.user_photo ?? '' },
  };
}

/** A submission to grade, unless its lesson no longer takes submissions (the grade call would answer 404). */
function submissionItem(row: SubmissionRow): TWorkToGrade[] {
  const { work } = row;
  if (!holdsAssignment({ type: row.material_type, instructions: work.instructions ?? '', ruleTypes: work.ruleTypes })) return [];
  const material = { assignmentSettings: { maxGrade: work.maxGrade, dueDate: work.dueDate } };
  const submission = { id: row.id, user: row.user_id, fileKeys: work.fileKeys, text: work.text, submittedAt: isoOf(row.submitted_at), grade: null, feedback: null, gradedAt: null };
  const lessonPath = `/courses/${row.course_id}/materials/${row.material_id}`;
  return [
    {
      kind: 'assignment',
      ...placeOf(row),
      link: `/courses/${row.course_id}/lessons/${row.material_id}`,
      submission: submissionView(material, submission),
      maxGrade: maxGradeOf(material),
      gradePath: `/api${lessonPath}/assignment/${row.id}/grade`,
    },
  ];
}

/** An attempt to score, if one of its text answers was not accepted automatically (shared/manual-score.ts). */
function attemptItem(row: AttemptRow): TWorkToGrade[] {
  const { quiz, quizSettings, answers, ...attempt } = row.work;
  const material = { type: row.material_type as Material['type'], quiz: quiz as Material['quiz'], quizSettings };
  const answerMap = answerMapOf(answers);
  if (!isQuiz(material) || !awaitsManualScore(questionsOf(material), answerMap)) return [];
  const stored = { ...attempt, id: row.id, startedAt: isoOf(attempt.startedAt), submittedAt: isoOrNull(attempt.submittedAt) };
  return [
    {
      kind: 'quiz',
      ...placeOf(row),
      link: `/admin/courses/${row.course_id}/quizzes/${row.material_id}`,
      attempt: viewOf(material, stored, answerMap),
      questions: questionViews(material, { manager: true, submitted: true }),
      scorePath: `/api/courses/${row.course_id}/materials/${row.material_id}/update-score/${row.user_id}`,
    },
  ];
}

/**
 * GET /api/teacher/to-grade (issue #14): the work waiting for the caller across every course of
 * the site they manage, oldest first, in one SQL statement whatever the number of courses and
 * items. Those who reach the teacher area may ask (teachers, the owner, admins with
 * modify-courses: the rule of /teacher and of mayCreateCourse); anyone else is refused, as for
 * the analytics of the same area.
 */
export async function workToGrade(ctx: TenantContext, actor: Actor): Promise<TToGradeInbox> {
  if (!mayCreateCourse(actor)) throw new AppError(AppErrorCode.FORBIDDEN);
  const rows = await readWorkToGrade(ctx, courseManagerScope(actor));
  const items = rows.flatMap((row) => (row.kind === 'assignment' ? submissionItem(row) : attemptItem(row)));
  return { count: items.length, items };
}

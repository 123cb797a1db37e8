import { z } from 'zod';
import { AppErrorCode } from '../errors';
import type { ApiCall } from './common';
import { ZPersonRef, ZQuestionView, ZQuizAttemptView, ZSubmissionView } from './course-shapes';

/**
 * The teachers' to-grade inbox (issue #14; not in the spec's table, our design): the work waiting
 * for the signed-in manager across every course they manage on this site, oldest first.
 */

const { NOT_SIGNED_IN, FORBIDDEN } = AppErrorCode;

const ZNamed = z.object({ id: z.string(), name: z.string() });

const ZWorkPlace = z.object({
  id: z.string().meta({ description: 'The submission’s or the attempt’s id.' }),
  submittedAt: z.string(),
  course: ZNamed,
  lesson: ZNamed,
  student: ZPersonRef,
  link: z.string().meta({ description: 'The page where the work is graded among the lesson’s other work.' }),
});

export const ZAssignmentToGrade = ZWorkPlace.extend({
  kind: z.literal('assignment'),
  submission: ZSubmissionView,
  maxGrade: z.number(),
  gradePath: z.string().meta({ description: 'POST {grade, feedback} here (…/assignment/{submissionId}/grade).' }),
}).meta({ id: 'AssignmentToGrade' });

export const ZQuizToScore = ZWorkPlace.extend({
  kind: z.literal('quiz'),
  attempt: ZQuizAttemptView,
  questions: z.array(ZQuestionView),
  scorePath: z.string().meta({ description: 'POST {score} here (…/update-score/{userId}).' }),
}).meta({ id: 'QuizToScore' });

export const ZWorkToGrade = z.discriminatedUnion('kind', [ZAssignmentToGrade, ZQuizToScore]).meta({ id: 'WorkToGrade' });
export type TWorkToGrade = z.infer<typeof ZWorkToGrade>;
export type TAssignmentToGrade = z.infer<typeof ZAssignmentToGrade>;
export type TQuizToScore = z.infer<typeof ZQuizToScore>;

export const ZToGradeInbox = z.object({ count: z.number(), items: z.array(ZWorkToGrade) }).meta({ id: 'ToGradeInbox' });
export type TToGradeInbox = z.infer<typeof ZToGradeInbox>;

const WHO =
  'Teachers, the owner and admins with modify-courses (who else is refused with 403, as for /teacher); only the courses they manage count (learning-content §6).';
const WHAT =
  'Waiting: assignment submissions without a grade, and each student’s latest handed-in quiz attempt with a text answer the automatic scoring did not accept, until a manager sets its score (update-score).';

export const GRADING_CALLS: readonly ApiCall[] = [
  {
    method: 'get',
    path: '/api/teacher/to-grade',
    summary: `The work waiting for the caller to grade, oldest first, with its count. ${WHAT} ${WHO}`,
    reply: ZToGradeInbox,
    failures: [NOT_SIGNED_IN, FORBIDDEN],
  },
  {
    method: 'get',
    path: '/api/teacher/to-grade/count',
    summary: `How many items GET /api/teacher/to-grade lists: the account menu's badge. ${WHO}`,
    reply: z.object({ count: z.number() }),
    failures: [NOT_SIGNED_IN, FORBIDDEN],
  },
];

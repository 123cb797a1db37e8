import { z } from 'zod';
import { AppErrorCode } from '../errors';
import { ZIdParam } from '../schemas/account-management';
import { ZAssignmentSubmitRequest, ZGradeRequest } from '../schemas/assessment';
import type { ApiCall } from './common';
import { ZPersonRef, ZSubmissionView } from './course-shapes';

/** The assignments calls of learning-content §7 (issue #6), under /api/courses/{id}/materials/{m}. */

const { VALIDATION, BODY_TOO_LARGE, NOT_SIGNED_IN, NOT_FOUND, FORBIDDEN, NOT_REGISTERED, LESSON_LOCKED, ASSIGNMENT_GRADED } = AppErrorCode;

const LESSON = z.object({ id: ZIdParam, m: ZIdParam });

/** A submission as the course's managers see it to grade it: with its student. */
export const ZSubmissionForGrading = ZSubmissionView.extend({ student: ZPersonRef }).meta({ id: 'SubmissionForGrading' });
export type TSubmissionForGrading = z.infer<typeof ZSubmissionForGrading>;

export const ASSIGNMENTS_CALLS: readonly ApiCall[] = [
  {
    method: 'post',
    path: '/api/courses/{id}/materials/{m}/assignment/submit',
    summary:
      'A registered student hands in (or, until it is graded, replaces) their work: private files they uploaded themselves and/or a text. Work after the due date is accepted and marked overdue.',
    pathParams: LESSON,
    body: ZAssignmentSubmitRequest,
    reply: ZSubmissionView,
    failures: [VALIDATION, BODY_TOO_LARGE, NOT_SIGNED_IN, NOT_FOUND, NOT_REGISTERED, LESSON_LOCKED, ASSIGNMENT_GRADED],
  },
  {
    method: 'get',
    path: '/api/courses/{id}/materials/{m}/assignment/submissions',
    summary: 'The lesson’s submissions with their students, for the course’s managers: work still to grade first, oldest first.',
    pathParams: LESSON,
    reply: z.array(ZSubmissionForGrading),
    failures: [NOT_SIGNED_IN, NOT_FOUND, FORBIDDEN],
  },
  {
    method: 'post',
    path: '/api/courses/{id}/materials/{m}/assignment/{submissionId}/grade',
    summary:
      'A course manager grades a submission (0 to the lesson’s max_grade, 100 by default), or corrects an earlier grade; feedback left out keeps the earlier feedback. The student is notified.',
    pathParams: z.object({ id: ZIdParam, m: ZIdParam, submissionId: ZIdParam }),
    body: ZGradeRequest,
    reply: ZSubmissionView,
    failures: [VALIDATION, BODY_TOO_LARGE, NOT_SIGNED_IN, NOT_FOUND, FORBIDDEN],
  },
];

import { z } from 'zod';
import { AppErrorCode } from '../errors';
import { ZIdParam } from '../schemas/account-management';
import { ZProblemReportRequest } from '../schemas/problem-reports';
import type { ApiCall } from './common';
import { ZPersonRef } from './course-shapes';

/**
 * Students' problem reports on lessons (issue #14; not in the spec, our design): a registered
 * student who may open a lesson reports what is wrong with it; the course's managers are told
 * (one notification per course and hour) and read the reports.
 */

const { VALIDATION, BODY_TOO_LARGE, NOT_SIGNED_IN, NOT_FOUND, FORBIDDEN, NOT_REGISTERED, LESSON_LOCKED, TOO_MANY_REQUESTS } = AppErrorCode;

export const ZProblemReport = z
  .object({
    id: z.string(),
    text: z.string(),
    date: z.string(),
    lesson: z.object({ id: z.string(), name: z.string() }),
    student: ZPersonRef.meta({ description: 'Who reported it; empty fields once their account is deleted.' }),
  })
  .meta({ id: 'ProblemReport' });
export type TProblemReport = z.infer<typeof ZProblemReport>;

export const PROBLEM_REPORT_CALLS: readonly ApiCall[] = [
  {
    method: 'post',
    path: '/api/courses/{id}/materials/{m}/problem-reports',
    summary:
      'A registered student reports a problem with a lesson they may open (1 to 1000 characters); at most 10 reports an hour per user. The course’s managers are notified, batched per course and hour.',
    pathParams: z.object({ id: ZIdParam, m: ZIdParam }),
    body: ZProblemReportRequest,
    reply: ZProblemReport,
    failures: [VALIDATION, BODY_TOO_LARGE, NOT_SIGNED_IN, NOT_FOUND, NOT_REGISTERED, LESSON_LOCKED, TOO_MANY_REQUESTS],
  },
  {
    method: 'get',
    path: '/api/courses/{id}/problem-reports',
    summary: 'The course’s managers: every problem report of the course, newest first (at most 500).',
    pathParams: z.object({ id: ZIdParam }),
    reply: z.array(ZProblemReport),
    failures: [NOT_SIGNED_IN, NOT_FOUND, FORBIDDEN],
  },
];

import { z } from 'zod';
import { ANALYTICS_INTERVALS, DEFAULT_PERIOD_DAYS, LONGEST_PERIOD_DAYS } from '../course-analytics';
import { AppErrorCode } from '../errors';
import { ZIdPath, type ApiCall } from './common';

/**
 * A course's analytics and gradebook for its managers (issue #14; not in the spec's table, our
 * design): registrations and completions over a period, the completion funnel of its lessons,
 * each student's progress with who is at risk, and the students' grades, as JSON, CSV or XLSX.
 */

const { NOT_SIGNED_IN, FORBIDDEN, NOT_FOUND, VALIDATION } = AppErrorCode;
const invalid = { error: 'validation.invalidField' } as const;

/** A time zone by its IANA name (`Africa/Cairo`, `UTC`), as both the browser and PostgreSQL know it. */
export function isTimeZone(name: string): boolean {
  // Named zones only: Intl would also take "+02:00", which PostgreSQL reads with the opposite sign.
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const ZCourseAnalyticsQuery = z.strictObject(
  {
    days: z.coerce.number(invalid).int(invalid).min(1, invalid).max(LONGEST_PERIOD_DAYS, invalid).default(DEFAULT_PERIOD_DAYS).meta({
      description: `The period: this many days ending today (1 to ${LONGEST_PERIOD_DAYS}; ${DEFAULT_PERIOD_DAYS} when left out), widened back to the start of its first week when cut by week.`,
    }),
    interval: z.enum(ANALYTICS_INTERVALS, invalid).default('day').meta({ description: 'One point per day or per week (weeks start on Monday).' }),
    tz: z.string(invalid).refine(isTimeZone, invalid).default('UTC').meta({ description: 'The IANA time zone whose calendar days the points follow (the reader’s).' }),
  },
  invalid,
);
export type TCourseAnalyticsQuery = z.infer<typeof ZCourseAnalyticsQuery>;

export const GRADEBOOK_FORMATS = ['json', 'csv', 'xlsx'] as const;
export type GradebookFormat = (typeof GRADEBOOK_FORMATS)[number];
export const ZGradebookQuery = z.strictObject({ format: z.enum(GRADEBOOK_FORMATS, invalid).default('json') }, invalid);

const ZCourseRef = z.object({ id: z.string(), name: z.string() });

export const ZRiskReason = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('inactive'), days: z.number().meta({ description: 'Whole days since the student’s last activity (7 or more).' }) }),
    z.object({ kind: z.literal('failedQuiz'), lessonId: z.string(), lesson: z.string(), percent: z.number() }),
  ])
  .meta({ id: 'RiskReason' });

export const ZStudentProgress = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    registeredAt: z.string(),
    completedLessons: z.number(),
    progress: z.number().meta({ description: 'Completed lessons out of those students see, as a whole percent.' }),
    lastActivity: z.string().meta({ description: 'The latest of registering, opening or completing a lesson, starting or handing in a quiz, and handing in an assignment.' }),
    atRisk: z.boolean(),
    reasons: z.array(ZRiskReason),
  })
  .meta({ id: 'StudentProgress' });
export type TStudentProgress = z.infer<typeof ZStudentProgress>;

export const ZCourseAnalytics = z
  .object({
    course: ZCourseRef,
    period: z.object({
      from: z.string().meta({ description: 'The first day (YYYY-MM-DD) in `timeZone`.' }),
      to: z.string().meta({ description: 'Today (YYYY-MM-DD) in `timeZone`.' }),
      interval: z.enum(ANALYTICS_INTERVALS),
      timeZone: z.string(),
    }),
    totals: z.object({ students: z.number(), completions: z.number(), atRisk: z.number(), lessons: z.number() }),
    series: z.array(
      z.object({
        start: z.string().meta({ description: 'The day or the Monday the point stands for (YYYY-MM-DD).' }),
        registrations: z.number(),
        completions: z.number().meta({ description: 'Students who completed the last lesson they lacked of the course that day or week.' }),
      }),
    ),
    funnel: z
      .array(z.object({ id: z.string(), name: z.string(), started: z.number(), completed: z.number() }))
      .meta({ description: 'The lessons students see, in their published order, with how many registered students opened and completed each.' }),
    students: z.array(ZStudentProgress),
  })
  .meta({ id: 'CourseAnalytics' });
export type TCourseAnalytics = z.infer<typeof ZCourseAnalytics>;

export const ZGradebookItem = z.object({
  lessonId: z.string(),
  lesson: z.string(),
  kind: z.enum(['quiz', 'assignment']),
  maxScore: z.number(),
});

export const ZGradebookScore = z.object({
  status: z.enum(['none', 'awaiting', 'scored']).meta({ description: 'none: nothing handed in; awaiting: an assignment handed in, not graded yet; scored.' }),
  score: z.number().nullable(),
});

export const ZGradebook = z
  .object({
    course: ZCourseRef,
    items: z.array(ZGradebookItem).meta({ description: 'The lessons’ quizzes and assignments in the published order of the lessons.' }),
    students: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        email: z.string(),
        scores: z.array(ZGradebookScore).meta({ description: 'One per item, in the order of `items`: the latest handed-in quiz attempt’s score, or the assignment’s grade.' }),
      }),
    ),
  })
  .meta({ id: 'Gradebook' });
export type TGradebook = z.infer<typeof ZGradebook>;

const WHO =
  'Teachers, the owner and admins with modify-courses who manage the course (learning-content §6); anyone else who is signed in is refused with 403, and a course of another site is 404.';

export const COURSE_ANALYTICS_CALLS: readonly ApiCall[] = [
  {
    method: 'get',
    path: '/api/teacher/courses/{id}/analytics',
    summary: `A course's registrations and completions per day or week over a period, the completion funnel of its lessons, and each registered student's progress and last activity, flagged at risk after 7 days without activity or with a failed quiz. ${WHO}`,
    pathParams: ZIdPath,
    queryParams: ZCourseAnalyticsQuery,
    reply: ZCourseAnalytics,
    failures: [NOT_SIGNED_IN, FORBIDDEN, NOT_FOUND, VALIDATION],
  },
  {
    method: 'get',
    path: '/api/teacher/courses/{id}/gradebook',
    summary: `A course's gradebook: its registered students (name and email) by its quizzes and assignments. As JSON, or as a download with ?format=csv (UTF-8 with a byte order mark; text that a spreadsheet would run as a formula starts with an apostrophe) or ?format=xlsx, named after the course. ${WHO}`,
    pathParams: ZIdPath,
    queryParams: ZGradebookQuery,
    reply: ZGradebook,
    files: [
      { contentType: 'text/csv', description: 'With ?format=csv: the gradebook as CSV (Content-Disposition: attachment, filename and filename* after the course).' },
      { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', description: 'With ?format=xlsx: the gradebook as an Excel workbook.' },
    ],
    failures: [NOT_SIGNED_IN, FORBIDDEN, NOT_FOUND, VALIDATION],
  },
];

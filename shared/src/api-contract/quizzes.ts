import { z } from 'zod';
import { AppErrorCode } from '../errors';
import { ZIdParam } from '../schemas/account-management';
import { ZSubmitAnswerRequest, ZUpdateScoreRequest } from '../schemas/assessment';
import type { ApiCall } from './common';
import { ZPersonRef, ZQuestionView, ZQuizAttemptView } from './course-shapes';

/** The quiz calls of learning-content §7 (issue #6), under /api/courses/{id}/materials/{m}. */

const { VALIDATION, BODY_TOO_LARGE, NOT_SIGNED_IN, NOT_FOUND, FORBIDDEN, NOT_REGISTERED, LESSON_LOCKED, QUIZ_CLOSED, QUIZ_ALREADY_TAKEN, QUIZ_NOT_STARTED, QUIZ_SUBMITTED, QUIZ_NOT_SUBMITTED, QUIZ_FINALIZED } =
  AppErrorCode;

const LESSON = z.object({ id: ZIdParam, m: ZIdParam });
const STUDENT = z.object({ id: ZIdParam, m: ZIdParam, userId: ZIdParam });
/** What every student call refuses: a visitor, no such quiz here, not registered, a locked lesson. */
const TAKING = [NOT_SIGNED_IN, NOT_FOUND, NOT_REGISTERED, LESSON_LOCKED] as const;
const MANAGING = [NOT_SIGNED_IN, NOT_FOUND, FORBIDDEN, QUIZ_NOT_SUBMITTED] as const;

export const ZQuizResults = z
  .object({
    questions: z.array(ZQuestionView),
    students: z.array(z.object({ user: ZPersonRef, attempt: ZQuizAttemptView })),
    analytics: z.array(
      z.object({
        index: z.number(),
        correctRate: z.number().nullable().meta({ description: 'Share of submitted attempts that got it right (0–1); null before any.' }),
        tip: z.boolean().meta({ description: 'Below 60 % correct: the teacher is offered a tip (spec §5).' }),
      }),
    ),
  })
  .meta({ id: 'QuizResults' });

export const QUIZZES_CALLS: readonly ApiCall[] = [
  {
    method: 'get',
    path: '/api/courses/{id}/materials/{m}/quiz-results',
    summary: 'Course managers: the quiz with its answers, every student’s latest attempt with their answers, and per-question correctness (our design; the spec shows no call).',
    pathParams: LESSON,
    reply: ZQuizResults,
    failures: [NOT_SIGNED_IN, NOT_FOUND, FORBIDDEN],
  },
  {
    method: 'post',
    path: '/api/courses/{id}/materials/{m}/start-quiz',
    summary: 'A registered student starts the quiz: the first attempt, the open one again, or the next after a granted retake.',
    pathParams: LESSON,
    reply: ZQuizAttemptView,
    failures: [...TAKING, QUIZ_CLOSED, QUIZ_ALREADY_TAKEN],
  },
  {
    method: 'post',
    path: '/api/courses/{id}/materials/{m}/submit-answer',
    summary: 'Saves (or replaces) the answer to question `index` of the open attempt: an option index, a list of indexes, or a text.',
    pathParams: LESSON,
    body: ZSubmitAnswerRequest,
    reply: z.object({ index: z.number(), saved: z.literal(true) }),
    failures: [...TAKING, VALIDATION, BODY_TOO_LARGE, QUIZ_CLOSED, QUIZ_NOT_STARTED, QUIZ_SUBMITTED],
  },
  {
    method: 'post',
    path: '/api/courses/{id}/materials/{m}/submit-quiz',
    summary: 'Scores the open attempt (refused while a required question is unanswered); repeating it returns the recorded result.',
    pathParams: LESSON,
    reply: ZQuizAttemptView,
    failures: [...TAKING, VALIDATION, QUIZ_CLOSED, QUIZ_NOT_STARTED],
  },
  {
    method: 'post',
    path: '/api/courses/{id}/materials/{m}/update-score/{userId}',
    summary: 'A course manager sets the score of the student’s submitted attempt (0 to the quiz’s total).',
    pathParams: STUDENT,
    body: ZUpdateScoreRequest,
    reply: ZQuizAttemptView,
    failures: [...MANAGING, VALIDATION, BODY_TOO_LARGE],
  },
  {
    method: 'post',
    path: '/api/courses/{id}/materials/{m}/allow-retake/{userId}',
    summary: 'A course manager lets the student start a new attempt (not after the result is final).',
    pathParams: STUDENT,
    reply: ZQuizAttemptView,
    failures: [...MANAGING, QUIZ_FINALIZED],
  },
  {
    method: 'post',
    path: '/api/courses/{id}/materials/{m}/finalize-quiz/{userId}',
    summary: 'A course manager makes the student’s result final: no retake any more.',
    pathParams: STUDENT,
    reply: ZQuizAttemptView,
    failures: MANAGING,
  },
];

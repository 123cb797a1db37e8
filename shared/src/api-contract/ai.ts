import { z } from 'zod';
import { AppErrorCode } from '../errors';
import { ZIdParam } from '../schemas/account-management';
import { ZGenerateQuizRequest, ZGenerateSummaryRequest } from '../schemas/ai';
import { ZQuizQuestion } from '../schemas/assessment';
import type { ApiCall } from './common';

/** The AI calls on a lesson (learning-content §7), gated by the site's plan (issue #12). */

const { VALIDATION, BODY_TOO_LARGE, NOT_SIGNED_IN, NOT_FOUND, FORBIDDEN, PLAN_LIMIT, SERVICE_UNAVAILABLE, TOO_MANY_REQUESTS } = AppErrorCode;

const LESSON = z.object({ id: ZIdParam, m: ZIdParam });
const REFUSALS = [VALIDATION, BODY_TOO_LARGE, NOT_SIGNED_IN, NOT_FOUND, FORBIDDEN, PLAN_LIMIT, SERVICE_UNAVAILABLE, TOO_MANY_REQUESTS] as const;
const WHO =
  'Course managers only. 402 with the upgrade offer when the site’s plan lacks it; 503 when the platform has no AI or the model failed; 429 past 30 generations an hour. A video lesson is worked from its saved transcript (at least 5 segments), any other from `content` (at least 100 words). Nothing is saved.';

export const AI_CALLS: readonly ApiCall[] = [
  {
    method: 'post',
    path: '/api/courses/{id}/materials/{m}/generate-summary',
    summary: `A draft summary of the lesson, in its language (basic plans and up). ${WHO}`,
    pathParams: LESSON,
    body: ZGenerateSummaryRequest,
    reply: z.object({ summary: z.string() }),
    failures: REFUSALS,
  },
  {
    method: 'post',
    path: '/api/courses/{id}/materials/{m}/generate-quiz',
    summary: `Up to \`questionNum\` (1–20) draft choice questions about the lesson, in the quiz editor’s shape (pro plans and up). ${WHO}`,
    pathParams: LESSON,
    body: ZGenerateQuizRequest,
    reply: z.object({ quiz: z.array(ZQuizQuestion) }),
    failures: REFUSALS,
  },
];

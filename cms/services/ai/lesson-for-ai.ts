import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TAiCall } from '@halaqa/shared/plans';
import sanitizeHtml from 'sanitize-html';
import { logOf, type TenantContext } from '../context';
import { findCourse } from '../courses/catalogue/find-course';
import { assertManager } from '../courses/people/course-managers';
import { findLessonOf } from '../courses/lessons/lesson-reads';
import { assertPlanHas } from '../plans/assert-plan-has';
import { consumeLimit } from '../rate-limits/limiters';
import type { Actor } from '../users/actor';
import { aiWriter, type AiWriter } from './ai-writer';

/** learning-content §5: AI works from an article of at least 100 words or a transcript of at least 5 segments. */
export const MIN_ARTICLE_WORDS = 100;
export const MIN_TRANSCRIPT_SEGMENTS = 5;

/**
 * What every AI call on a lesson checks before the model is asked, in the order a teacher would
 * want to hear it: a manager of this course (403), a lesson of it (404), a plan that has this
 * call (402 with the upgrade offer), a platform that offers AI (503), enough to work from (400),
 * and the hourly allowance (429). A video lesson works from its saved transcript; any other from
 * the text the editor sends (HTML or plain; its tags are dropped).
 */
export async function lessonForAi(ctx: TenantContext, actor: Actor, courseId: string, materialId: string, call: TAiCall, content: string): Promise<{ text: string; writer: AiWriter }> {
  const course = await findCourse(ctx, courseId);
  assertManager(actor, course);
  const material = await findLessonOf(ctx, course, materialId);
  await assertPlanHas(ctx.payload, ctx.tenant.id, { ai: call });
  const writer = aiWriter();
  if (!writer) throw new AppError(AppErrorCode.SERVICE_UNAVAILABLE, { messageKey: 'errors.aiUnavailable' });
  const text = material.type === 'video' ? transcriptText(material.transcript ?? []) : articleText(content);
  await consumeLimit(ctx.payload, 'aiGenerationsPerUser', `${ctx.tenant.id}:${actor.id}`);
  return { text, writer };
}

function transcriptText(segments: readonly { text: string }[]): string {
  if (segments.length < MIN_TRANSCRIPT_SEGMENTS) throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.aiTranscriptTooShort', field: 'transcript' });
  return segments.map((segment) => segment.text).join('\n');
}

function articleText(content: string): string {
  const text = sanitizeHtml(content, { allowedTags: [], allowedAttributes: {} }).trim();
  if (text.split(/\s+/u).filter(Boolean).length < MIN_ARTICLE_WORDS) {
    throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.aiArticleTooShort', field: 'content' });
  }
  return text;
}

/** Runs the model; any failure of the outside service is logged and reported as "try again later". */
export async function askAi<T>(ctx: TenantContext, what: string, ask: () => Promise<T>): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    // The message only: the outside service's error object carries its response, which is not ours to keep.
    logOf(ctx).error(`AI ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    throw new AppError(AppErrorCode.SERVICE_UNAVAILABLE, { messageKey: 'errors.aiUnavailable' });
  }
}

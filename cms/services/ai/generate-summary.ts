import type { TenantContext } from '../context';
import type { Actor } from '../users/actor';
import { askAi, lessonForAi } from './lesson-for-ai';

/**
 * POST …/materials/{m}/generate-summary {content} → { summary }: a draft summary of the lesson for
 * its manager to read, edit and add to the lesson; nothing is saved (basic plans and up).
 */
export async function generateSummary(ctx: TenantContext, actor: Actor, courseId: string, materialId: string, input: { content: string }): Promise<{ summary: string }> {
  const { text, writer } = await lessonForAi(ctx, actor, courseId, materialId, 'summary', input.content);
  const summary = (await askAi(ctx, 'summary', () => writer.summarize(text))).trim();
  return { summary };
}

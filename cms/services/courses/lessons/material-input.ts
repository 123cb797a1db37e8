import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TCreateMaterialRequest, TUpdateMaterialRequest } from '@halaqa/shared/schemas/courses';
import type { Course, Material } from '../../../payload-types';
import { richTextFromHtml } from '../../content/rich-text';
import type { TenantContext } from '../../context';
import { lessonsOf } from './curriculum-lessons';

type MaterialInput = TCreateMaterialRequest | TUpdateMaterialRequest;

export async function assertPrerequisites(ctx: TenantContext, course: Course, prerequisites: string[], selfId?: string): Promise<void> {
  const unique = [...new Set(prerequisites)];
  if (unique.length === 0) return;
  const lessonIds = new Set((await lessonsOf(ctx, course.id)).map((material) => material.id));
  if (unique.some((id) => id === selfId || !lessonIds.has(id))) {
    throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.prerequisiteInvalid', field: 'prerequisites' });
  }
}

/** The contract's lesson fields → the stored ones; only the fields sent. */
export async function materialDataOf(ctx: TenantContext, input: MaterialInput): Promise<Partial<Material>> {
  const { content, prerequisites, completion, transcript, quiz, quiz_settings, assignment_settings, ...plain } = input;
  const data: Partial<Material> = { ...plain };
  if (quiz !== undefined) data.quiz = quiz as Material['quiz'];
  if (quiz_settings !== undefined) data.quizSettings = { ...quiz_settings };
  if (assignment_settings !== undefined) {
    const { instructions, max_grade, dueDate } = assignment_settings;
    data.assignmentSettings = { instructions, maxGrade: max_grade, dueDate };
  }
  if (content !== undefined) data.content = (await richTextFromHtml(ctx.payload, content)) as Material['content'];
  if (prerequisites !== undefined) data.prerequisites = [...new Set(prerequisites)];
  if (transcript !== undefined) data.transcript = [...transcript].sort((a, b) => a.start - b.start);
  if (completion !== undefined) data.completion = { logic: completion.logic, rules: completion.rules.map((rule) => ({ type: rule.type, minScore: rule.minScore ?? null })) };
  return data;
}

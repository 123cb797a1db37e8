import type { TMaterial } from '@halaqa/shared/api-contract/course-shapes';
import { RULE_PROBLEM_MESSAGE, ruleProblem } from '@halaqa/shared/completion-rules';
import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import type { TUpdateMaterialRequest } from '@halaqa/shared/schemas/courses';
import type { TenantContext } from '../../context';
import { tenantDb } from '../../tenant-db';
import type { Actor } from '../../users/actor';
import { findCourse } from '../catalogue/find-course';
import { assertManager } from '../people/course-managers';
import { rulesOf } from '../progress/completion-rules-of';
import { findLessonOf } from './lesson-reads';
import { getMaterial } from './get-material';
import { assertPrerequisites, materialDataOf } from './material-input';

/**
 * PUT /api/courses/{id}/materials/{m}: a manager changes the fields sent. A new `order` is
 * the working order; students see it once the course's order is published.
 */
export async function updateMaterial(ctx: TenantContext, actor: Actor, courseId: string, materialId: string, input: TUpdateMaterialRequest): Promise<TMaterial> {
  const course = await findCourse(ctx, courseId);
  assertManager(actor, course);
  const material = await findLessonOf(ctx, course, materialId);
  if (input.prerequisites) await assertPrerequisites(ctx, course, input.prerequisites, material.id);
  // Rules sent alone are checked against the stored type; a type sent alone against the stored rules.
  const type = input.type ?? material.type;
  const problem = ruleProblem(type, input.completion?.rules ?? rulesOf(material).rules);
  if (problem) throw new AppError(AppErrorCode.VALIDATION, { messageKey: RULE_PROBLEM_MESSAGE[problem.kind], field: 'completion.rules' });
  await tenantDb(ctx).update({ collection: 'materials', id: material.id, data: (await materialDataOf(ctx, input)) as never });
  return getMaterial(ctx, actor, course.id, material.id);
}

import type { TMaterial } from '@halaqa/shared/api-contract/course-shapes';
import type { TenantContext } from '../../context';
import type { Actor } from '../../users/actor';
import { openMaterial } from './open-material';

/**
 * GET /api/courses/{id}/materials/{m}: the lesson itself, as shared/lesson-opening opens it:
 * registered students (and managers) open it; a visitor or anyone else only reads a lesson that
 * allows preview. Opening it counts as "viewed" for the student's completion rules.
 */
export async function getMaterial(ctx: TenantContext, actor: Actor | null, courseId: string, materialId: string): Promise<TMaterial> {
  return (await openMaterial(ctx, actor, courseId, materialId)).lesson;
}

import type { LessonProgress, Material } from '../../../payload-types';
import { idOf, type TenantContext } from '../../context';
import { tenantDb } from '../../tenant-db';
import type { EvidenceLesson } from '../assessment/evidence-reads';

/** What recording progress needs of a lesson (a stored Material, or a lesson read in SQL). */
export type ProgressLesson = EvidenceLesson & Pick<Material, 'course' | 'completion' | 'quizSettings'>;

/** One student's progress through a course's lessons (learning-content §4). */

export async function progressOf(ctx: TenantContext, courseId: string, userId: string): Promise<Map<string, LessonProgress>> {
  const { docs } = await tenantDb(ctx).find({ collection: 'lesson-progress', where: { and: [{ course: { equals: courseId } }, { user: { equals: userId } }] } });
  return new Map(docs.map((progress) => [idOf(progress.material)!, progress]));
}

export function completedIdsOf(progress: Map<string, LessonProgress>): Set<string> {
  return new Set([...progress].filter(([, entry]) => entry.completed).map(([id]) => id));
}

import type { Material } from '../../../payload-types';
import { idOf, type TenantContext } from '../../context';
import { tenantDb } from '../../tenant-db';
import { rulesOf } from '../progress/completion-rules-of';
import { prerequisitesOf } from './lesson-reads';
import type { CurriculumLesson } from '../reads/curriculum';

/** Lessons of a course (learning-content §3–§4): curriculum, player content, completion. */

export async function lessonsOf(ctx: TenantContext, courseId: string): Promise<Material[]> {
  const { docs } = await tenantDb(ctx).find({ collection: 'materials', where: { course: { equals: courseId } }, sort: 'createdAt' });
  return docs;
}

/** A stored lesson as the curriculum read gives lessons. */
export function curriculumLessonOf(material: Material): CurriculumLesson {
  const { logic, rules } = rulesOf(material);
  return {
    id: material.id,
    name: material.name,
    type: material.type,
    estimatedTime: material.estimatedTime ?? null,
    difficulty: material.difficulty ?? null,
    tags: material.tags,
    featured: material.featured ?? null,
    allowPreview: material.allowPreview ?? null,
    visible: material.visible ?? null,
    commentsAllowed: material.commentsAllowed ?? null,
    order: material.order,
    publishedOrder: material.publishedOrder,
    section: idOf(material.section),
    publishedSection: idOf(material.publishedSection),
    logic,
    rules: rules as CurriculumLesson['rules'],
    prerequisites: prerequisitesOf(material),
  };
}

import { CACHE_BUDGETS } from '@halaqa/shared/cache-budgets';
import type { Material } from '../../../payload-types';
import { htmlFromRichText } from '../../content/rich-text';
import type { TenantContext } from '../../context';
import { courseTag } from '../../content-version/content-tags';
import { jsonSize, keptReads } from '../../content-version/kept-reads';
import { findInTenantOrNull } from '../../find-in-tenant';
import { isUuid } from '../../sql-database';
import { readCourseDetails, type CourseDetails } from './course-details';
import { readCurriculum, type Curriculum } from './curriculum';

/**
 * A course's details, its curriculum and its lessons, the parts of its course page and lesson
 * pages that are the same for every viewer, kept per tenant until that course's content changes
 * (content-version/kept-reads, content-tags): a class opening one course reads them once. Rich text is kept as
 * the HTML the pages show, so Lexical's conversion runs once too.
 */

export interface CourseContent extends Omit<CourseDetails, 'longDescription'> {
  longDescriptionHtml: string;
}

/** A stored lesson (with its quiz's answers: for the server only) and its text as HTML. */
export interface KeptLesson {
  material: Material;
  contentHtml: string;
}

const details = keptReads<CourseContent | null>({ bytes: CACHE_BUDGETS.courseDetails, sizeOf: jsonSize });
const curricula = keptReads<Curriculum | null>({ bytes: CACHE_BUDGETS.curricula, sizeOf: jsonSize });
const lessons = keptReads<KeptLesson | null>({ bytes: CACHE_BUDGETS.lessons, sizeOf: jsonSize });

/** Course `id` of the request's tenant, or null for none (nothing is kept for an id that cannot be one). */
export function keptCourseContent(ctx: TenantContext, id: string): Promise<CourseContent | null> {
  if (!isUuid(id)) return Promise.resolve(null);
  return details.read(ctx, id, async () => {
    const found = await readCourseDetails(ctx, id);
    if (!found) return null;
    const { longDescription, ...rest } = found;
    return { ...rest, longDescriptionHtml: htmlFromRichText(longDescription) };
  }, () => [courseTag(id)]);
}

/** Course `id`'s curriculum, or null when the request's tenant has no such course. */
export function keptCurriculum(ctx: TenantContext, id: string): Promise<Curriculum | null> {
  if (!isUuid(id)) return Promise.resolve(null);
  return curricula.read(ctx, id, () => readCurriculum(ctx, id), () => [courseTag(id)]);
}

/** Lesson `materialId` of course `courseId`, or null when the request's tenant has no such lesson in that course. */
export function keptLesson(ctx: TenantContext, courseId: string, materialId: string): Promise<KeptLesson | null> {
  if (!isUuid(courseId) || !isUuid(materialId)) return Promise.resolve(null);
  return lessons.read(ctx, `${courseId}/${materialId}`, async () => {
    const material = await findInTenantOrNull(ctx, 'materials', [{ id: { equals: materialId } }, { course: { equals: courseId } }]);
    return material && { material, contentHtml: htmlFromRichText(material.content) };
  }, () => [courseTag(courseId)]);
}

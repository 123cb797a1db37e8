import type { TProblemReport } from '@halaqa/shared/api-contract/problem-reports';
import type { Material } from '../../../payload-types';
import { idOf, type TenantContext } from '../../context';
import { tenantDb } from '../../tenant-db';
import type { Actor } from '../../users/actor';
import { findCourse } from '../catalogue/find-course';
import { assertManager } from '../people/course-managers';
import { peopleByIds } from '../people/people-by-ids';
import { viewOf } from './problem-report-view';

/** The most a course's list returns, newest first. */
const LIST_LIMIT = 500;

/** GET /api/courses/{id}/problem-reports: the course's managers read every report, newest first. */
export async function listProblemReports(ctx: TenantContext, actor: Actor, courseId: string): Promise<TProblemReport[]> {
  const course = await findCourse(ctx, courseId);
  assertManager(actor, course);
  const db = tenantDb(ctx);
  const { docs } = await db.find({ collection: 'problem-reports', where: { course: { equals: course.id } }, sort: '-createdAt', limit: LIST_LIMIT });
  const lessonIds = [...new Set(docs.map((report) => idOf(report.material)!))];
  const { docs: lessons } = lessonIds.length > 0 ? await db.find({ collection: 'materials', where: { id: { in: lessonIds } }, select: { name: true } }) : { docs: [] as Pick<Material, 'id' | 'name'>[] };
  const names = new Map(lessons.map((lesson) => [lesson.id, lesson.name]));
  const personOf = await peopleByIds(ctx, docs.map((report) => idOf(report.user)));
  return docs.map((report) => viewOf(report, (id) => names.get(id) ?? '', personOf));
}

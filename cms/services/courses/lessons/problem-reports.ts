import type { TProblemReport } from '@halaqa/shared/api-contract/problem-reports';
import type { TProblemReportRequest } from '@halaqa/shared/schemas/problem-reports';
import type { Material, ProblemReport } from '../../../payload-types';
import { idOf, type TenantContext } from '../../context';
import { notifyManagers } from '../../notifications/notify-managers';
import { consumeLimit } from '../../rate-limits/limiters';
import { tenantDb } from '../../tenant-db';
import { withTransaction } from '../../transaction';
import type { Actor } from '../../users/actor';
import { findCourse } from '../catalogue/find-course';
import { assertManager } from '../people/course-managers';
import { courseRoleOf } from '../people/course-role';
import { assertMayOpenLesson, findLessonOf } from './lesson-reads';
import { peopleByIds } from '../people/people-by-ids';

/**
 * Problem reports (issue #14, our design: the spec has none): a registered student tells the
 * course's managers what is wrong with a lesson they may open; the managers read them on the
 * course editor. Stored in their own tenant-scoped collection, closed to Payload's REST.
 */

/** The most a course's list returns, newest first. */
const LIST_LIMIT = 500;

function viewOf(report: ProblemReport, lessonName: (id: string) => string, personOf: Awaited<ReturnType<typeof peopleByIds>>): TProblemReport {
  const lessonId = idOf(report.material)!;
  return { id: report.id, text: report.text, date: report.createdAt, lesson: { id: lessonId, name: lessonName(lessonId) }, student: personOf(idOf(report.user)) };
}

/**
 * POST /api/courses/{id}/materials/{m}/problem-reports {text}: the report and the notification of
 * the course's managers commit together. Limited per user like other writes that reach people.
 */
export async function reportProblem(ctx: TenantContext, actor: Actor, courseId: string, materialId: string, input: TProblemReportRequest): Promise<TProblemReport> {
  const course = await findCourse(ctx, courseId);
  const material = await findLessonOf(ctx, course, materialId);
  const role = await courseRoleOf(ctx, actor, course);
  await assertMayOpenLesson(ctx, actor, { ...role, manager: false }, material, course);
  await consumeLimit(ctx.payload, 'problemReportsPerUser', `${ctx.tenant.id}:${actor.id}`);
  const report = await withTransaction(ctx.payload, async (req) => {
    const created = await tenantDb(ctx, req).create({ collection: 'problem-reports', data: { course: course.id, material: material.id, user: actor.id, text: input.text } });
    await notifyManagers({ ...ctx, req }, { kind: 'problemReport', courseId: course.id, actorId: actor.id, eventKey: created.id, lesson: material.name, text: input.text });
    return created;
  });
  return viewOf(report, () => material.name, await peopleByIds(ctx, [actor.id]));
}

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

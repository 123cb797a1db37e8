import type { TProblemReport } from '@halaqa/shared/api-contract/problem-reports';
import type { TProblemReportRequest } from '@halaqa/shared/schemas/problem-reports';
import type { TenantContext } from '../../context';
import { notifyManagers } from '../../notifications/notify-managers';
import { consumeLimit } from '../../rate-limits/limiters';
import { tenantDb } from '../../tenant-db';
import { transaction } from '../../unit-of-work';
import type { Actor } from '../../users/actor';
import { findCourse } from '../catalogue/find-course';
import { courseRoleOf } from '../people/course-role';
import { assertMayOpenLesson, findLessonOf } from './lesson-reads';
import { peopleByIds } from '../people/people-by-ids';
import { viewOf } from './problem-report-view';

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
  const report = await transaction(ctx, async (tx) => {
    const created = await tenantDb(tx).create({ collection: 'problem-reports', data: { course: course.id, material: material.id, user: actor.id, text: input.text } });
    await notifyManagers(tx, { kind: 'problemReport', courseId: course.id, actorId: actor.id, eventKey: created.id, lesson: material.name, text: input.text });
    return created;
  });
  return viewOf(report, () => material.name, await peopleByIds(ctx, [actor.id]));
}

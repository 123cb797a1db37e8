import { courseCompletion } from '@halaqa/shared/completion-rules';
import { idOf, type TenantContext } from '../../context';
import { tenantDb } from '../../tenant-db';

/** Each user's completed and started lessons among a course's visible ones. */
export async function progressByUser(ctx: TenantContext, courseIds: string[], userIds: string[]) {
  const db = tenantDb(ctx);
  const [{ docs: visible }, { docs: progress }] = await Promise.all([
    db.find({ collection: 'materials', where: { and: [{ course: { in: courseIds } }, { visible: { not_equals: false } }] }, select: { course: true } }),
    db.find({ collection: 'lesson-progress', where: { and: [{ course: { in: courseIds } }, { user: { in: userIds } }] } }),
  ]);
  return (courseId: string, userId: string) => {
    const lessons = visible.filter((material) => idOf(material.course) === courseId).map((material) => material.id);
    const mine = progress.filter((entry) => idOf(entry.user) === userId && idOf(entry.course) === courseId);
    const started = new Set(mine.map((entry) => idOf(entry.material)!));
    const completed = new Set(mine.filter((entry) => entry.completed).map((entry) => idOf(entry.material)!));
    return {
      progress: { completed: lessons.filter((id) => completed.has(id)).length, total: lessons.length },
      completion: courseCompletion(lessons, started, completed),
    };
  };
}

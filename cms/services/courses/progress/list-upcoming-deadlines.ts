import { idOf, type TenantContext } from '../../context';
import { tenantDb } from '../../tenant-db';
import type { Actor } from '../../users/actor';
import { accessHolds } from '../people/access-holds';

export interface DashboardDeadline {
  courseId: string;
  courseName: string;
  lessonId: string;
  lessonName: string;
  dueDate: string;
}

/**
 * The assignments of the courses the actor may study now (access holds) whose due date is still
 * ahead and which they have not handed in, nearest first. Lessons hidden from students are left
 * out, as the student cannot open them.
 */
export async function upcomingDeadlines(ctx: TenantContext, actor: Actor, now = new Date()): Promise<DashboardDeadline[]> {
  const db = tenantDb(ctx);
  const { docs: registrations } = await db.find({
    collection: 'registrations',
    where: { and: [{ user: { equals: actor.id } }, accessHolds(now)] },
    pagination: false,
    select: { course: true },
  });
  const courseIds = [...new Set(registrations.map((registration) => idOf(registration.course)!))];
  if (courseIds.length === 0) return [];
  const { docs: lessons } = await db.find({
    collection: 'materials',
    where: {
      and: [
        { course: { in: courseIds } },
        { visible: { not_equals: false } },
        { type: { in: ['assignment', 'mixed'] } },
        { 'assignmentSettings.dueDate': { greater_than: now.toISOString() } },
      ],
    },
    pagination: false,
    select: { name: true, course: true, assignmentSettings: { dueDate: true } },
  });
  if (lessons.length === 0) return [];
  const [{ docs: handedIn }, { docs: courses }] = await Promise.all([
    db.find({
      collection: 'assignment-submissions',
      where: { and: [{ user: { equals: actor.id } }, { material: { in: lessons.map((lesson) => lesson.id) } }] },
      pagination: false,
      select: { material: true },
    }),
    db.find({ collection: 'courses', where: { id: { in: courseIds } }, pagination: false, select: { name: true } }),
  ]);
  const submitted = new Set(handedIn.map((submission) => idOf(submission.material)));
  const courseName = new Map(courses.map((course) => [course.id, course.name]));
  return lessons
    .filter((lesson) => !submitted.has(lesson.id))
    .map((lesson) => ({
      courseId: idOf(lesson.course)!,
      courseName: courseName.get(idOf(lesson.course)!) ?? '',
      lessonId: lesson.id,
      lessonName: lesson.name,
      dueDate: lesson.assignmentSettings!.dueDate!,
    }))
    .sort((a, b) => Date.parse(a.dueDate) - Date.parse(b.dueDate));
}

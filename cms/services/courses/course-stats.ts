import { sql } from '@payloadcms/db-postgres';
import type { PostgresAdapter } from '@payloadcms/db-postgres';
import type { Payload } from 'payload';

/**
 * Counts the course pages and analytics show, computed by PostgreSQL in one query per page
 * instead of loading every registration and rating into Node.
 */

export interface CourseStats {
  students: number;
  lessons: number;
  ratingAverage: number;
  ratingCount: number;
}

function drizzleOf(payload: Payload) {
  return (payload.db as unknown as PostgresAdapter).drizzle;
}

const uuidArray = (ids: readonly string[]) => sql`ARRAY[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::uuid[]`;

export async function statsOfCourses(payload: Payload, tenantId: string, courseIds: readonly string[]): Promise<Map<string, CourseStats>> {
  const stats = new Map<string, CourseStats>();
  if (courseIds.length === 0) return stats;
  const { rows } = await drizzleOf(payload).execute<{ id: string; students: string; lessons: string; average: string | null; ratings: string }>(sql`
    SELECT c.id,
      (SELECT count(*) FROM registrations r WHERE r.course_id = c.id) AS students,
      (SELECT count(*) FROM materials m WHERE m.course_id = c.id AND m.visible) AS lessons,
      (SELECT avg(x.rating) FROM ratings x WHERE x.subject_type = 'courses' AND x.subject_id = c.id::text) AS average,
      (SELECT count(*) FROM ratings x WHERE x.subject_type = 'courses' AND x.subject_id = c.id::text) AS ratings
    FROM courses c
    WHERE c.tenant_id = ${tenantId} AND c.id = ANY(${uuidArray(courseIds)})`);
  for (const row of rows) {
    stats.set(row.id, {
      students: Number(row.students),
      lessons: Number(row.lessons),
      ratingAverage: row.average === null ? 0 : Math.round(Number(row.average) * 10) / 10,
      ratingCount: Number(row.ratings),
    });
  }
  return stats;
}

export interface CourseProgressCounts {
  registrations: number;
  inProgress: number;
  completions: number;
}

/**
 * Per course: registered students, those who started, and those who completed every lesson
 * students can see (learning-content §4 course completion).
 */
export async function progressOfCourses(payload: Payload, tenantId: string, courseIds: readonly string[]): Promise<Map<string, CourseProgressCounts>> {
  const counts = new Map<string, CourseProgressCounts>();
  if (courseIds.length === 0) return counts;
  const { rows } = await drizzleOf(payload).execute<{ course_id: string; registrations: string; in_progress: string; completions: string }>(sql`
    SELECT r.course_id,
      count(*) AS registrations,
      count(*) FILTER (WHERE p.started AND NOT (t.total > 0 AND p.done = t.total)) AS in_progress,
      count(*) FILTER (WHERE t.total > 0 AND p.done = t.total) AS completions
    FROM registrations r
    JOIN LATERAL (SELECT count(*) AS total FROM materials m WHERE m.course_id = r.course_id AND m.visible) t ON true
    JOIN LATERAL (
      SELECT count(*) FILTER (WHERE lp.completed) AS done, count(*) > 0 AS started
      FROM lesson_progress lp JOIN materials m ON m.id = lp.material_id AND m.visible
      WHERE lp.course_id = r.course_id AND lp.user_id = r.user_id
    ) p ON true
    WHERE r.tenant_id = ${tenantId} AND r.course_id = ANY(${uuidArray(courseIds)})
    GROUP BY r.course_id`);
  for (const row of rows) {
    counts.set(row.course_id, { registrations: Number(row.registrations), inProgress: Number(row.in_progress), completions: Number(row.completions) });
  }
  return counts;
}

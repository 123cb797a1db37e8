import type { TMaterialSummary } from '@halaqa/shared/api-contract/course-shapes';
import type { Managed } from '@halaqa/shared/course-management';
import { sql } from '@payloadcms/db-postgres';
import type { TenantContext } from '../../context';
import { isUuid } from '../../sql-database';
import { tenantDb } from '../../tenant-db';
import { ADMIN_IDS_OF_COURSE, managedOf, registrationHolds, type ManagerColumns } from './course-membership-sql';

/**
 * A course's curriculum as one SQL statement (issue #13): who manages the course, whether the
 * viewer's registration holds now, and every lesson's summary fields, completion rules,
 * prerequisites and the viewer's progress, built as JSON by PostgreSQL. Null when the course is
 * not one of the request's tenant; lessons and progress are confined to that tenant too.
 */

export interface CurriculumLesson {
  id: string;
  name: string;
  type: TMaterialSummary['type'];
  estimatedTime: number | null;
  difficulty: TMaterialSummary['difficulty'];
  tags: unknown;
  featured: boolean | null;
  allowPreview: boolean | null;
  visible: boolean | null;
  commentsAllowed: boolean | null;
  order: number;
  publishedOrder: number;
  logic: TMaterialSummary['completion']['logic'];
  rules: { type: TMaterialSummary['completion']['rules'][number]['type']; minScore: number | null }[];
  prerequisites: string[];
  /** The viewer has a progress record for the lesson (opened it at least). */
  started: boolean;
  completed: boolean;
}

export interface Curriculum {
  managed: Managed;
  registered: boolean;
  /** In the order lessons were created; callers sort by the order the viewer sees. */
  lessons: CurriculumLesson[];
}

interface Row extends Record<string, unknown>, ManagerColumns {
  registered: boolean;
  lessons: CurriculumLesson[];
}

export async function readCurriculum(ctx: TenantContext, courseId: string, viewerId: string | null): Promise<Curriculum | null> {
  if (!isUuid(courseId)) return null;
  const viewer = viewerId !== null && isUuid(viewerId) ? viewerId : null;
  const { rows } = await tenantDb(ctx).execute<Row>(sql`
    SELECT c.id, c.course_id, c.trainer_id,
      ${ADMIN_IDS_OF_COURSE} AS admin_ids,
      ${registrationHolds(viewer)} AS registered,
      COALESCE((
        SELECT json_agg(json_build_object(
          'id', m.id, 'name', m.name, 'type', m.type, 'estimatedTime', m.estimated_time, 'difficulty', m.difficulty,
          'tags', m.tags, 'featured', m.featured, 'allowPreview', m.allow_preview, 'visible', m.visible,
          'commentsAllowed', m.comments_allowed, 'order', m."order", 'publishedOrder', m.published_order,
          'logic', m.completion_logic,
          'rules', COALESCE((
            SELECT json_agg(json_build_object('type', r.type, 'minScore', r.min_score) ORDER BY r._order)
            FROM materials_completion_rules r WHERE r._parent_id = m.id
          ), '[]'::json),
          'prerequisites', ARRAY(
            SELECT x.materials_id FROM materials_rels x
            WHERE x.parent_id = m.id AND x.path = 'prerequisites' AND x.materials_id IS NOT NULL ORDER BY x."order"
          ),
          'started', p.id IS NOT NULL,
          'completed', COALESCE(p.completed, false)
        ) ORDER BY m.created_at, m.id)
        FROM materials m
        LEFT JOIN lesson_progress p ON p.material_id = m.id AND p.tenant_id = m.tenant_id AND p.user_id = ${viewer}::uuid
        WHERE m.course_id = c.id AND m.tenant_id = c.tenant_id
      ), '[]'::json) AS lessons
    FROM courses c
    WHERE c.tenant_id = ${ctx.tenant.id} AND c.id = ${courseId}`);
  const row = rows[0];
  if (!row) return null;
  return {
    managed: managedOf(row),
    registered: row.registered,
    lessons: row.lessons,
  };
}

import type { TMaterialSummary } from '@halaqa/shared/api-contract/course-shapes';
import type { Managed } from '@halaqa/shared/course-management';
import { sql } from '@payloadcms/db-postgres';
import type { TenantContext } from '../../context';
import { isUuid } from '../../sql-database';
import { tenantDb } from '../../tenant-db';
import { ADMIN_IDS_OF_COURSE, managedOf, type ManagerColumns } from './course-membership-sql';

/**
 * A course's curriculum as one SQL statement (issue #13): who manages the course, every lesson's
 * summary fields, completion rules and prerequisites, and the course's sections (issue #14), built
 * as JSON by PostgreSQL. The same for every viewer, so it can be kept (course-content-cache.ts);
 * the viewer's registration and progress are read apart (course-viewer.ts). Null when the course
 * is not one of the request's tenant; lessons and sections are confined to that tenant too.
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
  section: string | null;
  publishedSection: string | null;
  logic: TMaterialSummary['completion']['logic'];
  rules: { type: TMaterialSummary['completion']['rules'][number]['type']; minScore: number | null }[];
  prerequisites: string[];
}

/** A titled group of the course's lessons (issue #14). */
export interface CurriculumSection {
  id: string;
  title: string;
  order: number;
  publishedOrder: number;
}

export interface Curriculum {
  managed: Managed;
  /** In the order sections were created; shared/curriculum-outline orders them as the viewer sees them. */
  sections: CurriculumSection[];
  /** In the order lessons were created; callers sort by the order the viewer sees. */
  lessons: CurriculumLesson[];
}

interface Row extends Record<string, unknown>, ManagerColumns {
  lessons: CurriculumLesson[];
  sections: CurriculumSection[];
}

export async function readCurriculum(ctx: TenantContext, courseId: string): Promise<Curriculum | null> {
  if (!isUuid(courseId)) return null;
  const { rows } = await tenantDb(ctx).execute<Row>(sql`
    SELECT c.id, c.course_id, c.trainer_id,
      ${ADMIN_IDS_OF_COURSE} AS admin_ids,
      COALESCE((
        SELECT json_agg(json_build_object(
          'id', m.id, 'name', m.name, 'type', m.type, 'estimatedTime', m.estimated_time, 'difficulty', m.difficulty,
          'tags', m.tags, 'featured', m.featured, 'allowPreview', m.allow_preview, 'visible', m.visible,
          'commentsAllowed', m.comments_allowed, 'order', m."order", 'publishedOrder', m.published_order,
          'section', m.section_id, 'publishedSection', m.published_section_id,
          'logic', m.completion_logic,
          'rules', COALESCE((
            SELECT json_agg(json_build_object('type', r.type, 'minScore', r.min_score) ORDER BY r._order)
            FROM materials_completion_rules r WHERE r._parent_id = m.id
          ), '[]'::json),
          'prerequisites', ARRAY(
            SELECT x.materials_id FROM materials_rels x
            WHERE x.parent_id = m.id AND x.path = 'prerequisites' AND x.materials_id IS NOT NULL ORDER BY x."order"
          )
        ) ORDER BY m.created_at, m.id)
        FROM materials m
        WHERE m.course_id = c.id AND m.tenant_id = c.tenant_id
      ), '[]'::json) AS lessons,
      COALESCE((
        SELECT json_agg(json_build_object('id', s.id, 'title', s.title, 'order', s."order", 'publishedOrder', s.published_order) ORDER BY s.created_at, s.id)
        FROM course_sections s
        WHERE s.course_id = c.id AND s.tenant_id = c.tenant_id
      ), '[]'::json) AS sections
    FROM courses c
    WHERE c.tenant_id = ${ctx.tenant.id} AND c.id = ${courseId}`);
  const row = rows[0];
  if (!row) return null;
  return {
    managed: managedOf(row),
    sections: row.sections,
    lessons: row.lessons,
  };
}

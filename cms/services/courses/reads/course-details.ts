import { sql } from '@payloadcms/db-postgres';
import type { TenantContext } from '../../context';
import { isUuid } from '../../sql-database';
import { tenantDb } from '../../tenant-db';
import { registrationHolds } from './course-membership-sql';
import { DELETED_PERSON, type PersonRef } from '../people';

/**
 * What the course page and GET /api/courses/{id} show beyond the course's card, and what the
 * requesting user is to the course, in one SQL statement (issue #13): the long description, the
 * settings, its administrators, and for a signed-in user their registration (access that holds
 * now), favourite and lesson progress. The course and every person are confined to the
 * request's tenant in the WHERE clause and the joins.
 */

export interface CourseDetails {
  id: string;
  courseId: string;
  longDescription: unknown;
  showmaterial: unknown;
  enableDiscussions: boolean;
  registrationAllowed: boolean;
  trainerId: string | null;
  /** The trainer's biography when they are a teacher of the site in good standing, else ''. */
  trainerBio: string;
  admins: PersonRef[];
  adminIds: string[];
  certConfig: { score: number; source: unknown };
  createdAt: string;
  viewer: {
    registered: boolean;
    favorite: boolean;
    /** Lessons students can see, and of them those the viewer opened or completed. */
    visibleLessonIds: string[];
    startedIds: string[];
    completedIds: string[];
  };
}

interface Row extends Record<string, unknown> {
  id: string;
  course_id: string;
  long_description: unknown;
  showmaterial: unknown;
  enable_discussions: boolean | null;
  registration_allowed: boolean | null;
  trainer_id: string | null;
  trainer_bio: string | null;
  admins: { id: string; name: string | null; profilephoto: string | null }[];
  cert_config_score: string;
  cert_config_source: unknown;
  created_at: string | Date;
  registered: boolean;
  favorite: boolean;
  visible_lesson_ids: string[];
  started_ids: string[];
  completed_ids: string[];
}

/** The course `id` of the request's tenant as `viewerId` sees it, or null when there is none. */
export async function readCourseDetails(ctx: TenantContext, id: string, viewerId: string | null): Promise<CourseDetails | null> {
  if (!isUuid(id)) return null;
  const viewer = viewerId !== null && isUuid(viewerId) ? viewerId : null;
  const { rows } = await tenantDb(ctx).execute<Row>(sql`
    SELECT c.id, c.course_id, c.long_description, c.showmaterial, c.enable_discussions, c.registration_allowed,
      c.trainer_id, c.cert_config_score, c.cert_config_source, c.created_at,
      (SELECT t.bio FROM users t WHERE t.id = c.trainer_id AND t.tenant_id = c.tenant_id AND t.is_teacher AND t.suspended IS NOT TRUE) AS trainer_bio,
      COALESCE((
        SELECT json_agg(json_build_object('id', a.users_id, 'name', u.name, 'profilephoto', u.profilephoto) ORDER BY a."order")
        FROM courses_rels a LEFT JOIN users u ON u.id = a.users_id AND u.tenant_id = c.tenant_id
        WHERE a.parent_id = c.id AND a.path = 'admins' AND a.users_id IS NOT NULL
      ), '[]'::json) AS admins,
      ${registrationHolds(viewer)} AS registered,
      EXISTS (SELECT 1 FROM favorites f WHERE f.course_id = c.id AND f.tenant_id = c.tenant_id AND f.user_id = ${viewer}::uuid) AS favorite,
      ARRAY(SELECT m.id FROM materials m WHERE m.course_id = c.id AND m.tenant_id = c.tenant_id AND m.visible IS NOT FALSE) AS visible_lesson_ids,
      ARRAY(SELECT p.material_id FROM lesson_progress p WHERE p.course_id = c.id AND p.tenant_id = c.tenant_id AND p.user_id = ${viewer}::uuid) AS started_ids,
      ARRAY(SELECT p.material_id FROM lesson_progress p WHERE p.course_id = c.id AND p.tenant_id = c.tenant_id AND p.user_id = ${viewer}::uuid AND p.completed) AS completed_ids
    FROM courses c
    WHERE c.tenant_id = ${ctx.tenant.id} AND c.id = ${id}`);
  const row = rows[0];
  return row ? detailsOf(row) : null;
}

function detailsOf(row: Row): CourseDetails {
  return {
    id: row.id,
    courseId: row.course_id,
    longDescription: row.long_description,
    showmaterial: row.showmaterial,
    enableDiscussions: row.enable_discussions !== false,
    registrationAllowed: row.registration_allowed !== false,
    trainerId: row.trainer_id,
    trainerBio: row.trainer_bio ?? '',
    // An administrator whose account is gone, or of another site, shows as a deleted person.
    admins: row.admins.map((admin) => (admin.name === null ? DELETED_PERSON : { id: admin.id, name: admin.name, profilephoto: admin.profilephoto ?? '' })),
    adminIds: row.admins.map((admin) => admin.id),
    certConfig: { score: Number(row.cert_config_score), source: row.cert_config_source },
    createdAt: new Date(row.created_at).toISOString(),
    viewer: {
      registered: row.registered,
      favorite: row.favorite,
      visibleLessonIds: row.visible_lesson_ids,
      startedIds: row.started_ids,
      completedIds: row.completed_ids,
    },
  };
}

import { sql } from '@payloadcms/db-postgres';
import type { TenantContext } from '../../context';
import { isUuid } from '../../sql-database';
import { tenantDb } from '../../tenant-db';
import { DELETED_PERSON, type PersonRef } from '../people/people-by-ids';

/**
 * What the course page and GET /api/courses/{id} show beyond the course's card, the same for
 * every viewer, in one SQL statement (issue #13): the long description, the settings, its
 * administrators and its instructor. What the viewer is to the course is read apart
 * (course-viewer.ts), so this can be kept (course-content-cache.ts). The course and every person
 * are confined to the request's tenant in the WHERE clause and the joins.
 */

export interface CourseDetails {
  id: string;
  courseId: string;
  longDescription: unknown;
  showmaterial: unknown;
  enableDiscussions: boolean;
  registrationAllowed: boolean;
  trainerId: string | null;
  /** Who the course page introduces under "About the instructor" (see InstructorProfile). */
  instructor: InstructorProfile | null;
  admins: PersonRef[];
  adminIds: string[];
  certConfig: { score: number; source: unknown };
  createdAt: string;
}

/**
 * The course's trainer, else the site's owner: a new site's owner creates its first courses
 * without naming a trainer, and is the one who teaches them (earnings fall to the owner the same
 * way). A suspended instructor keeps the name and photo the course was sold with, not the bio.
 */
export interface InstructorProfile {
  id: string;
  name: string;
  profilephoto: string;
  bio: string;
}

interface Row extends Record<string, unknown> {
  id: string;
  course_id: string;
  long_description: unknown;
  showmaterial: unknown;
  enable_discussions: boolean | null;
  registration_allowed: boolean | null;
  trainer_id: string | null;
  instructor: { id: string; name: string | null; profilephoto: string | null; bio: string | null } | null;
  admins: { id: string; name: string | null; profilephoto: string | null }[];
  cert_config_score: string;
  cert_config_source: unknown;
  created_at: string | Date;
}

/** The course `id` of the request's tenant, or null when there is none. */
export async function readCourseDetails(ctx: TenantContext, id: string): Promise<CourseDetails | null> {
  if (!isUuid(id)) return null;
  const { rows } = await tenantDb(ctx).execute<Row>(sql`
    SELECT c.id, c.course_id, c.long_description, c.showmaterial, c.enable_discussions, c.registration_allowed,
      c.trainer_id, c.cert_config_score, c.cert_config_source, c.created_at,
      (
        SELECT json_build_object('id', i.id, 'name', i.name, 'profilephoto', i.profilephoto, 'bio', CASE WHEN i.suspended IS TRUE THEN NULL ELSE i.bio END)
        FROM users i WHERE i.tenant_id = c.tenant_id AND (i.id = c.trainer_id OR i.role_role = 'owner')
        ORDER BY i.id = c.trainer_id DESC NULLS LAST LIMIT 1
      ) AS instructor,
      COALESCE((
        SELECT json_agg(json_build_object('id', a.users_id, 'name', u.name, 'profilephoto', u.profilephoto) ORDER BY a."order")
        FROM courses_rels a LEFT JOIN users u ON u.id = a.users_id AND u.tenant_id = c.tenant_id
        WHERE a.parent_id = c.id AND a.path = 'admins' AND a.users_id IS NOT NULL
      ), '[]'::json) AS admins
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
    instructor: row.instructor && { id: row.instructor.id, name: row.instructor.name ?? '', profilephoto: row.instructor.profilephoto ?? '', bio: row.instructor.bio ?? '' },
    // An administrator whose account is gone, or of another site, shows as a deleted person.
    admins: row.admins.map((admin) => (admin.name === null ? DELETED_PERSON : { id: admin.id, name: admin.name, profilephoto: admin.profilephoto ?? '' })),
    adminIds: row.admins.map((admin) => admin.id),
    certConfig: { score: Number(row.cert_config_score), source: row.cert_config_source },
    createdAt: new Date(row.created_at).toISOString(),
  };
}

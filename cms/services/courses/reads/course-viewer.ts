import { sql } from '@payloadcms/db-postgres';
import type { ShownCertificate } from '../../certificates/certificate-view';
import type { TenantContext } from '../../context';
import { isUuid, PreparedStatement, type SqlFragment } from '../../sql-database';
import { tenantDb } from '../../tenant-db';
import { registrationHolds } from './course-membership-sql';
import { commentsOf, lessonCommentsJson, type CommentJson, type LessonComment } from './lesson-comments';

/**
 * What one signed-in user is to a course, in one SQL statement (issue #13): whether their
 * registration holds now, whether it is a favourite, their progress in each lesson and the
 * certificate they were given. The rest of a course page is the same for everyone and kept
 * (course-content-cache.ts), so this is the only statement a returning student's course page
 * runs. Every row is confined to the request's tenant in the WHERE clause and the subqueries.
 */

/** A student's progress record of one lesson (the lesson-progress collection). */
export interface ProgressRecord {
  id: string;
  viewed: boolean;
  markedDone: boolean;
  completed: boolean;
  completedAt: string | null;
}

export interface CourseViewer {
  registered: boolean;
  favorite: boolean;
  /** Lesson id → the viewer's record, for each lesson they have one of (opened it at least). */
  progress: Readonly<Record<string, ProgressRecord>>;
  certificate: ShownCertificate | null;
}

/** Nobody signed in, or a user with nothing in the course. */
export const STRANGER: CourseViewer = Object.freeze({ registered: false, favorite: false, progress: Object.freeze({}), certificate: null });

interface Row extends Record<string, unknown> {
  registered: boolean;
  favorite: boolean;
  progress: Record<string, ProgressRecord>;
  certificate: (Omit<ShownCertificate, 'grade' | 'percent'> & { grade: string | number | null; percent: string | number | null }) | null;
}

/** `viewerId` as course `courseId` of the request's tenant knows them; STRANGER for no such course or user. */
export async function readCourseViewer(ctx: TenantContext, courseId: string, viewerId: string | null): Promise<CourseViewer> {
  if (viewerId === null || !isUuid(viewerId) || !isUuid(courseId)) return STRANGER;
  const row = (await tenantDb(ctx).runPrepared<Row, 'course' | 'viewer'>(COURSE_VIEWER, { course: courseId, viewer: viewerId }))[0];
  return row ? viewerOf(row) : STRANGER;
}

/**
 * readCourseViewer and the lesson's comments, in the same one statement: a lesson page's only
 * trip to the database once the course and the lesson are kept. No comments for a visitor, who
 * may not read them (a preview lesson shows none), nor for another site's course or lesson.
 */
export async function readLessonViewer(
  ctx: TenantContext,
  courseId: string,
  materialId: string,
  viewerId: string | null,
): Promise<{ viewer: CourseViewer; comments: LessonComment[]; position: number | null }> {
  const none = { viewer: STRANGER, comments: [], position: null };
  if (viewerId === null || !isUuid(viewerId) || !isUuid(courseId) || !isUuid(materialId)) return none;
  const values = { course: courseId, viewer: viewerId, material: materialId };
  const row = (await tenantDb(ctx).runPrepared<Row & { comments: CommentJson[]; position: string | number | null }, 'course' | 'viewer' | 'material'>(LESSON_VIEWER, values))[0];
  // numeric comes back from the driver as text.
  return row ? { viewer: viewerOf(row), comments: commentsOf(row.comments), position: row.position === null ? null : Number(row.position) } : none;
}

const tenant = sql.placeholder('tenant');
const course = sql.placeholder('course');
const viewer = sql.placeholder('viewer');

function viewerStatement(moreColumns: SqlFragment = sql``): SqlFragment {
  return sql`
    SELECT ${registrationHolds(viewer)} AS registered,
      EXISTS (SELECT 1 FROM favorites f WHERE f.course_id = c.id AND f.tenant_id = c.tenant_id AND f.user_id = ${viewer}::uuid) AS favorite,
      COALESCE((
        SELECT json_object_agg(p.material_id, json_build_object('id', p.id, 'viewed', COALESCE(p.viewed, false),
          'markedDone', COALESCE(p.marked_done, false), 'completed', COALESCE(p.completed, false), 'completedAt', p.completed_at))
        FROM lesson_progress p WHERE p.course_id = c.id AND p.tenant_id = c.tenant_id AND p.user_id = ${viewer}::uuid
      ), '{}'::json) AS progress,
      (
        SELECT json_build_object('id', x.id, 'code', x.code, 'subjectId', x.subject_id, 'subjectName', x.subject_name,
          'userName', x.user_name, 'grade', x.grade, 'percent', x.percent, 'createdAt', x.created_at)
        FROM certificates x
        WHERE x.tenant_id = c.tenant_id AND x.subject_type = 'courses' AND x.subject_id = c.id::text AND x.user_id = ${viewer}::uuid
      ) AS certificate${moreColumns}
    FROM courses c
    WHERE c.tenant_id = ${tenant} AND c.id = ${course}`;
}

const COURSE_VIEWER = new PreparedStatement<'tenant' | 'course' | 'viewer'>(viewerStatement());
const material = sql.placeholder('material');
// The viewer's saved place in the lesson's video (PUT …/position), so another device resumes there.
const LESSON_VIEWER = new PreparedStatement<'tenant' | 'course' | 'viewer' | 'material'>(
  viewerStatement(sql`, ${lessonCommentsJson(tenant, material)} AS comments,
      (SELECT p.position FROM lesson_progress p WHERE p.material_id = ${material}::uuid AND p.course_id = c.id AND p.tenant_id = c.tenant_id AND p.user_id = ${viewer}::uuid) AS position`),
);

const viewerOf = (row: Row): CourseViewer => ({
  registered: row.registered,
  favorite: row.favorite,
  progress: progressOf(row.progress),
  certificate: row.certificate && certificateOf(row.certificate),
});

// json_build_object writes timestamps without Payload's ISO form; replies show Payload's.
const isoOrNull = (value: string | null) => (value === null ? null : new Date(value).toISOString());

function progressOf(rows: Row['progress']): Record<string, ProgressRecord> {
  return Object.fromEntries(Object.entries(rows).map(([id, state]) => [id, { ...state, completedAt: isoOrNull(state.completedAt) }]));
}

function certificateOf(row: NonNullable<Row['certificate']>): ShownCertificate {
  const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));
  return { ...row, grade: numberOrNull(row.grade), percent: numberOrNull(row.percent), createdAt: isoOrNull(row.createdAt)! };
}

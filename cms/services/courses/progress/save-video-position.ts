import { AppError, AppErrorCode } from '@halaqa/shared/errors';
import { lessonOpening } from '@halaqa/shared/lesson-opening';
import { sql } from '@payloadcms/db-postgres';
import type { Material } from '../../../payload-types';
import type { TenantContext } from '../../context';
import { isUuid, uuidArray } from '../../sql-database';
import { tenantDb } from '../../tenant-db';
import type { Actor } from '../../users/actor';
import { openingLessonOf, prerequisitesOf } from '../lessons/lesson-reads';
import { keptLesson } from '../reads/course-content-cache';
import { registrationHolds } from '../reads/course-membership-sql';

/**
 * How far past the video's stored length a position may be: the length read at upload
 * (files/media-duration) and the one the browser plays can differ by a frame or a rounding.
 */
const LENGTH_TOLERANCE_SECONDS = 1;

interface PositionRow extends Record<string, unknown> {
  registered: boolean;
  completed_prerequisites: string[];
  duration: string | number | null;
  saved: boolean;
}

/** Whether the lesson keeps a position at all: it has a video and is not hidden from students. */
function takesPosition(material: Material): boolean {
  const lesson = openingLessonOf(material);
  return Boolean(material.video) && lessonOpening({ manager: false, registered: true, completed: new Set(lesson.prerequisites) }, lesson) !== 'hidden';
}

/**
 * PUT …/materials/{m}/position {seconds}: where a registered student stopped in the lesson's
 * video, so any device they open it on resumes there (issue #44, item 6). The player sends it
 * every few seconds while playing, so it is one statement on a kept lesson: an upsert of the
 * student's progress record that happens only when the student's standing allows it —
 * registered with access that holds, prerequisites completed — and the position lies within the
 * video's length as read at upload (unknown for older files: then only the schema's bounds).
 * When nothing was written, the same row says why, as the other lesson calls would.
 */
export async function saveVideoPosition(ctx: TenantContext, actor: Actor, courseId: string, materialId: string, seconds: number): Promise<{ position: number }> {
  if (!isUuid(courseId) || !isUuid(materialId)) throw new AppError(AppErrorCode.NOT_FOUND);
  const kept = await keptLesson(ctx, courseId, materialId);
  if (!kept || !takesPosition(kept.material)) throw new AppError(AppErrorCode.NOT_FOUND);
  const { material } = kept;
  const [row] = await tenantDb(ctx).executePrepared<PositionRow>(sql`
    WITH standing AS (
      SELECT c.id, c.tenant_id, ${registrationHolds(actor.id)} AS registered,
        ARRAY(
          SELECT x.materials_id FROM materials_rels x
          JOIN lesson_progress p ON p.material_id = x.materials_id AND p.course_id = c.id AND p.tenant_id = c.tenant_id AND p.user_id = ${actor.id} AND p.completed
          WHERE x.parent_id = ${material.id} AND x.path = 'prerequisites'
        ) AS completed_prerequisites,
        (SELECT f.duration FROM files f WHERE f.tenant_id = c.tenant_id AND f.key = ${material.video}) AS duration
      FROM courses c
      WHERE c.tenant_id = ${ctx.tenant.id} AND c.id = ${courseId}
    ),
    saved AS (
      INSERT INTO lesson_progress (tenant_id, course_id, material_id, user_id, position)
      SELECT s.tenant_id, s.id, ${material.id}, ${actor.id}, ${seconds}::numeric
      FROM standing s
      -- mirrors lessonOpening in shared/src/lesson-opening.ts for a student (not hidden is
      -- takesPosition's): registered with access that holds, prerequisites completed
      WHERE s.registered AND ${uuidArray(prerequisitesOf(material))} <@ s.completed_prerequisites
        AND (s.duration IS NULL OR ${seconds}::numeric <= s.duration + ${LENGTH_TOLERANCE_SECONDS})
      ON CONFLICT (material_id, user_id) DO UPDATE SET position = EXCLUDED.position, updated_at = now()
      RETURNING 1
    )
    SELECT s.registered, s.completed_prerequisites, s.duration, EXISTS (SELECT 1 FROM saved) AS saved FROM standing s`);
  if (!row) throw new AppError(AppErrorCode.NOT_FOUND);
  if (row.saved) return { position: seconds };
  const opening = lessonOpening({ manager: false, registered: row.registered, completed: new Set(row.completed_prerequisites) }, openingLessonOf(material));
  if (opening === 'locked') throw new AppError(AppErrorCode.LESSON_LOCKED);
  if (opening !== 'open') throw new AppError(AppErrorCode.NOT_REGISTERED);
  throw new AppError(AppErrorCode.VALIDATION, { messageKey: 'validation.videoPosition', field: 'seconds' });
}

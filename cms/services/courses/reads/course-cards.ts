import type { TCourseCard } from '@halaqa/shared/api-contract/course-shapes';
import type { Managed } from '@halaqa/shared/course-management';
import { sql } from '@payloadcms/db-postgres';
import type { TenantContext } from '../../context';
import { isUuid, textArray, uuidArray, type SqlFragment } from '../../sql-database';
import { tenantDb } from '../../tenant-db';
import { ADMIN_IDS_OF_COURSE, managedOf } from './course-membership-sql';
import { DELETED_PERSON } from '../people/people-by-ids';

/**
 * Course cards (the catalogue, the home page, a user's courses, the course page's head) read
 * in one SQL statement: the card's columns, its trainer, its counts, and the ids that decide who
 * manages it. It replaces three Payload reads (courses, users, counts) whose field hooks and row
 * transforms were most of a catalogue request's time (docs/decisions/performance.md, "Hot reads
 * in SQL", issue #13).
 * Every selection is confined to the request's tenant in the WHERE clause, and the trainer to
 * the same tenant in the join.
 */

/** The catalogue's filters (GET /api/courses, /courses), already validated by the site. */
export interface CourseFilters {
  q?: string;
  price?: 'free' | 'paid';
  difficulty?: string;
}

export type CardSelection =
  /** The catalogue: matching courses, newest first (unlisted ones included: callers decide). */
  | { catalogue: CourseFilters }
  /** Every course of the site, by name (the admin panel's list). */
  | { everything: true }
  /** Courses by id or public course_id, listed ones only (the home page's choice). */
  | { listedAmong: readonly string[] }
  /** Courses by id, whatever their listing (a user's courses, one course). */
  | { ids: readonly string[] };

export interface CourseCardRow {
  card: TCourseCard;
  /** What learning-content §6 needs to decide whether someone manages the course. */
  managed: Managed;
}

interface Row extends Record<string, unknown> {
  id: string;
  course_id: string;
  name: string;
  description: string | null;
  price_amount: string;
  price_per: TCourseCard['price']['per'];
  photo: string | null;
  duration: string | null;
  difficulty: TCourseCard['difficulty'];
  unlisted: boolean | null;
  trainer_id: string | null;
  trainer_name: string | null;
  trainer_photo: string | null;
  admin_ids: string[];
  students: string;
  lessons: string;
  rating_average: string | null;
  rating_count: string;
}

/**
 * Payload's `like`, which the catalogue used before: every space-separated word of the search
 * appears, case-insensitively, in the name or in the short description.
 */
function searchCondition(q: string): SqlFragment {
  const words = q.split(' ').map((word) => `%${word}%`);
  const all = (column: SqlFragment) => sql.join(words.map((word) => sql`${column} ILIKE ${word}`), sql` AND `);
  return sql`((${all(sql`c.name`)}) OR (${all(sql`c.description`)}))`;
}

function conditionsOf(selection: CardSelection): { where: SqlFragment[]; order: SqlFragment } {
  const newestFirst = sql`c.created_at DESC, c.id DESC`;
  if ('everything' in selection) return { where: [], order: sql`c.name, c.id` };
  if ('ids' in selection) {
    const ids = selection.ids.filter((id) => isUuid(id));
    return { where: [ids.length > 0 ? sql`c.id = ANY(${uuidArray(ids)})` : sql`false`], order: newestFirst };
  }
  if ('listedAmong' in selection) {
    const uuids = selection.listedAmong.filter((id) => isUuid(id));
    const among = uuids.length > 0 ? sql`(c.course_id = ANY(${textArray(selection.listedAmong)}) OR c.id = ANY(${uuidArray(uuids)}))` : sql`c.course_id = ANY(${textArray(selection.listedAmong)})`;
    return { where: [sql`c.unlisted IS NOT TRUE`, among], order: newestFirst };
  }
  const { q, price, difficulty } = selection.catalogue;
  const where: SqlFragment[] = [];
  if (q?.trim()) where.push(searchCondition(q.trim()));
  if (price === 'free') where.push(sql`c.price_amount = 0`);
  if (price === 'paid') where.push(sql`c.price_amount > 0`);
  if (difficulty) where.push(sql`c.difficulty::text = ${difficulty}`);
  return { where, order: newestFirst };
}

export async function readCourseCards(ctx: TenantContext, selection: CardSelection): Promise<CourseCardRow[]> {
  if ('listedAmong' in selection && selection.listedAmong.length === 0) return [];
  if ('ids' in selection && selection.ids.length === 0) return [];
  const { where, order } = conditionsOf(selection);
  const tenantId = ctx.tenant.id;
  const { rows } = await tenantDb(ctx).execute<Row>(sql`
    SELECT c.id, c.course_id, c.name, c.description, c.price_amount, c.price_per, c.photo, c.duration,
      c.difficulty, c.unlisted, c.trainer_id, t.name AS trainer_name, t.profilephoto AS trainer_photo,
      ${ADMIN_IDS_OF_COURSE} AS admin_ids,
      (SELECT count(*) FROM registrations g WHERE g.course_id = c.id AND g.refunded_at IS NULL) AS students,
      (SELECT count(*) FROM materials m WHERE m.course_id = c.id AND m.visible) AS lessons,
      r.rating_average, r.rating_count
    FROM courses c
    LEFT JOIN users t ON t.id = c.trainer_id AND t.tenant_id = c.tenant_id
    CROSS JOIN LATERAL (
      SELECT avg(x.rating) AS rating_average, count(*) AS rating_count
      FROM ratings x WHERE x.subject_type = 'courses' AND x.subject_id = c.id::text
    ) r
    WHERE ${sql.join([sql`c.tenant_id = ${tenantId}`, ...where], sql` AND `)}
    ORDER BY ${order}`);
  return rows.map(cardRowOf);
}

/** Cards of the given course ids in that order; an id of a deleted course drops out. */
export async function cardsByIds(ctx: TenantContext, ids: readonly string[]): Promise<TCourseCard[]> {
  const rows = await readCourseCards(ctx, { ids });
  const byId = new Map(rows.map((row) => [row.card.id, row.card]));
  return ids.map((id) => byId.get(id)).filter((card) => card !== undefined);
}

function cardRowOf(row: Row): CourseCardRow {
  const average = row.rating_average === null ? 0 : Math.round(Number(row.rating_average) * 10) / 10;
  // A trainer of another site, or one whose account is gone, shows as a deleted person.
  const trainer = row.trainer_id === null ? null : row.trainer_name === null ? DELETED_PERSON : { id: row.trainer_id, name: row.trainer_name, profilephoto: row.trainer_photo ?? '' };
  return {
    card: {
      id: row.id,
      course_id: row.course_id,
      name: row.name,
      description: row.description ?? '',
      price: { price: Number(row.price_amount), per: row.price_per },
      photo: row.photo ?? '',
      duration: row.duration ?? '',
      difficulty: row.difficulty ?? null,
      unlisted: Boolean(row.unlisted),
      trainer,
      rating: { average, count: Number(row.rating_count) },
      students: Number(row.students),
      lessons: Number(row.lessons),
    },
    managed: managedOf(row),
  };
}

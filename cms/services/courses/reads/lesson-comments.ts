import { sql } from '@payloadcms/db-postgres';
import type { TenantContext } from '../../context';
import { isUuid } from '../../sql-database';
import { tenantDb } from '../../tenant-db';
import { DELETED_PERSON, type PersonRef } from '../people';

/**
 * A lesson's comments, oldest first, with their authors and who liked each (newest like
 * first), in one SQL statement (issue #13). Comments, authors and likes are confined to the
 * request's tenant. Threading is the caller's (shared/comment-thread).
 */

export interface LessonComment {
  id: string;
  parentId: string | null;
  content: unknown;
  author: PersonRef;
  likes: string[];
  createdAt: string;
  edited: boolean;
}

interface Row extends Record<string, unknown> {
  id: string;
  parent_id: string | null;
  content: unknown;
  user_id: string | null;
  user_name: string | null;
  user_photo: string | null;
  likes: string[];
  created_at: string | Date;
  edited: boolean | null;
}

export async function readLessonComments(ctx: TenantContext, materialId: string): Promise<LessonComment[]> {
  if (!isUuid(materialId)) return [];
  const rows = await tenantDb(ctx).executePrepared<Row>(sql`
    SELECT k.id, k.parent_id, k.content, k.user_id, u.name AS user_name, u.profilephoto AS user_photo, k.created_at, k.edited,
      ARRAY(
        SELECT l.user_id FROM likes l
        WHERE l.tenant_id = k.tenant_id AND l.target_type = 'comment' AND l.target_id = k.id::text
        ORDER BY l.created_at DESC
      ) AS likes
    FROM comments k
    LEFT JOIN users u ON u.id = k.user_id AND u.tenant_id = k.tenant_id
    WHERE k.tenant_id = ${ctx.tenant.id} AND k.material_id = ${materialId}
    ORDER BY k.created_at, k.id`);
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parent_id,
    content: row.content,
    // The author's account says who wrote it, never the request (issue #10: names were forged).
    author: row.user_name === null ? DELETED_PERSON : { id: row.user_id!, name: row.user_name, profilephoto: row.user_photo ?? '' },
    likes: row.likes,
    createdAt: new Date(row.created_at).toISOString(),
    edited: Boolean(row.edited),
  }));
}

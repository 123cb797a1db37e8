import { sql } from '@payloadcms/db-postgres';
import type { TenantContext } from '../../context';
import { isUuid, PreparedStatement, type SqlFragment, type SqlValue } from '../../sql-database';
import { tenantDb } from '../../tenant-db';
import { DELETED_PERSON, type PersonRef } from '../people/people-by-ids';

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

/** One comment as lessonCommentsJson gives it. */
export interface CommentJson {
  id: string;
  parentId: string | null;
  content: unknown;
  userId: string | null;
  userName: string | null;
  userPhoto: string | null;
  likes: string[];
  createdAt: string;
  edited: boolean | null;
}

/**
 * The lesson's comments as one JSON array, oldest first: a statement of its own
 * (readLessonComments), or a column of the lesson page's viewer statement (course-viewer.ts).
 */
export const lessonCommentsJson = (tenantId: SqlValue, materialId: SqlValue): SqlFragment => sql`COALESCE((
    SELECT json_agg(json_build_object('id', k.id, 'parentId', k.parent_id, 'content', k.content, 'userId', k.user_id,
      'userName', u.name, 'userPhoto', u.profilephoto, 'createdAt', k.created_at, 'edited', k.edited,
      'likes', ARRAY(
        SELECT l.user_id FROM likes l
        WHERE l.tenant_id = k.tenant_id AND l.target_type = 'comment' AND l.target_id = k.id::text
        ORDER BY l.created_at DESC
      )) ORDER BY k.created_at, k.id)
    FROM comments k
    LEFT JOIN users u ON u.id = k.user_id AND u.tenant_id = k.tenant_id
    WHERE k.tenant_id = ${tenantId} AND k.material_id = ${materialId}
  ), '[]'::json)`;

export async function readLessonComments(ctx: TenantContext, materialId: string): Promise<LessonComment[]> {
  if (!isUuid(materialId)) return [];
  const rows = await tenantDb(ctx).runPrepared<{ comments: CommentJson[] }, 'material'>(LESSON_COMMENTS, { material: materialId });
  return commentsOf(rows[0]!.comments);
}

const LESSON_COMMENTS = new PreparedStatement<'tenant' | 'material'>(
  sql`SELECT ${lessonCommentsJson(sql.placeholder('tenant'), sql.placeholder('material'))} AS comments`,
);

export function commentsOf(comments: readonly CommentJson[]): LessonComment[] {
  return comments.map((comment) => ({
    id: comment.id,
    parentId: comment.parentId,
    content: comment.content,
    // The author's account says who wrote it, never the request (issue #10: names were forged).
    author: comment.userName === null ? DELETED_PERSON : { id: comment.userId!, name: comment.userName, profilephoto: comment.userPhoto ?? '' },
    likes: comment.likes,
    createdAt: new Date(comment.createdAt).toISOString(),
    edited: Boolean(comment.edited),
  }));
}

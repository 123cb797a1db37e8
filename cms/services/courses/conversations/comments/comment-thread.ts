import type { TComment } from '@halaqa/shared/api-contract/course-shapes';
import { flattenThread } from '@halaqa/shared/comment-thread';
import { htmlFromRichText } from '../../../content/rich-text';
import type { LessonComment } from '../../reads/lesson-comments';

/** Comments as read, as the thread the API shows (the lesson page reads them with its viewer). */
export function commentThread(comments: readonly LessonComment[]): TComment[] {
  return flattenThread(
    comments.map((comment) => ({
      id: comment.id,
      name: comment.author.name,
      content: htmlFromRichText(comment.content),
      parentId: comment.parentId,
      likes: comment.likes,
      photo: comment.author.profilephoto,
      userid: comment.author.id,
      date: comment.createdAt,
      edited: comment.edited,
    })),
  );
}

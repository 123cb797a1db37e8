import { useState } from 'react';
import type { TComment } from '@halaqa/shared/api-contract/course-shapes';
import type { Language, Translate } from '@halaqa/shared/i18n/index';
import { attempt } from './api-outcome';
import { CommentItem, type CommentActions } from './CommentItem';
import { PostForm } from './PostForm';
import { authorNameOf } from '@halaqa/shared/author-name';

export interface LessonCommentsProps {
  language: Language;
  t: Translate;
  courseId: string;
  materialId: string;
  viewerId: string;
  /** Course managers may delete any comment. */
  manager: boolean;
  commentsAllowed: boolean;
  initialComments: TComment[];
}

/**
 * A lesson's comments (learning-content §3): replies nest by parentId and the server sends
 * them flattened depth-first, each with its depth, which sets its indentation. Every change
 * answers with the whole thread, which replaces what is shown. Part of the lesson page's island
 * (LessonPageIsland).
 */
export function LessonComments({ language, t, courseId, materialId, viewerId, manager, commentsAllowed, initialComments }: LessonCommentsProps) {
  const [comments, setComments] = useState(initialComments);
  const base = `/api/courses/${courseId}/materials/${materialId}/comments`;

  async function changeThread(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<string | null> {
    const { data, error } = await attempt<TComment[]>(t, method, path, body);
    if (data) setComments(data);
    return error;
  }

  const actions: CommentActions = {
    reply: (parentId, content) => changeThread('POST', base, { content, parentId }),
    edit: (commentId, content) => changeThread('PUT', `${base}/${commentId}/edit`, { content }),
    remove: (commentId) => changeThread('DELETE', `${base}/${commentId}`),
    like: async (commentId, liked) => {
      const { data, error } = await attempt<{ likes: string[] }>(t, 'POST', `${base}/${commentId}/${liked ? 'like' : 'unlike'}`);
      if (data) setComments((current) => current.map((comment) => (comment.id === commentId ? { ...comment, likes: data.likes } : comment)));
      return error;
    },
  };
  const nameOf = new Map(comments.map((comment) => [comment.id, authorNameOf(comment.name, t)]));

  return (
    <section className="comments" aria-labelledby="comments-heading">
      <h2 id="comments-heading">{t('learning.comments.title')}</h2>
      {commentsAllowed ? (
        <PostForm
          t={t}
          id="new-comment"
          label={t('learning.comments.yourComment')}
          submitLabel={t('learning.comments.post')}
          onSubmit={({ html }) => changeThread('POST', base, { content: html, parentId: null })}
        />
      ) : (
        <p className="notice">{t('errors.commentsClosed')}</p>
      )}
      {comments.length === 0 ? (
        <p className="muted">{t('learning.comments.empty')}</p>
      ) : (
        <ol className="comment-list">
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              inReplyTo={comment.parentId ? (nameOf.get(comment.parentId) ?? null) : null}
              viewerId={viewerId}
              manager={manager}
              canReply={commentsAllowed}
              language={language}
              t={t}
              actions={actions}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

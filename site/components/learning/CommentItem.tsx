import { useState, type CSSProperties } from 'react';
import type { TComment } from '@halaqa/shared/api-contract/course-shapes';
import type { Language, Translate } from '@halaqa/shared/i18n/index';
import { FormAlert } from '../auth/FormParts';
import { DeleteControl } from './DeleteControl';
import { EditablePostBody } from './EditablePostBody';
import { HydratedButton } from './HydratedButton';
import { LikeButton } from './LikeButton';
import { PostByline } from './PostByline';
import { PostForm } from './PostForm';
import { authorNameOf } from '@halaqa/shared/author-name';

export interface CommentActions {
  reply: (parentId: string, html: string) => Promise<string | null>;
  edit: (commentId: string, html: string) => Promise<string | null>;
  remove: (commentId: string) => Promise<string | null>;
  like: (commentId: string, liked: boolean) => Promise<string | null>;
}

interface CommentItemProps {
  comment: TComment;
  /** The name of the comment this one answers, for replies. */
  inReplyTo: string | null;
  viewerId: string;
  manager: boolean;
  canReply: boolean;
  language: Language;
  t: Translate;
  actions: CommentActions;
}

/**
 * One comment of the flattened thread, indented by its depth. Its author may edit and delete
 * it; a course manager may delete any (learning-content §6).
 */
export function CommentItem({ comment, inReplyTo, viewerId, manager, canReply, language, t, actions }: CommentItemProps) {
  const [mode, setMode] = useState<'read' | 'reply' | 'edit'>('read');
  const [error, setError] = useState<string>();
  const own = comment.userid === viewerId;
  const report = async (work: Promise<string | null>) => setError((await work) ?? undefined);

  return (
    <li className="comment" data-testid="comment" data-depth={comment.depth} style={{ '--depth': comment.depth } as CSSProperties}>
      <article aria-label={authorNameOf(comment.name, t)}>
        <PostByline name={comment.name} photo={comment.photo} date={comment.date} edited={comment.edited} language={language} t={t} />
        {inReplyTo ? <p className="visually-hidden">{t('learning.comments.inReplyTo', { name: inReplyTo })}</p> : null}
        <EditablePostBody
          t={t}
          id={`edit-${comment.id}`}
          html={comment.content}
          editing={mode === 'edit'}
          label={t('learning.comments.editComment')}
          onSave={(html) => actions.edit(comment.id, html)}
          onClose={() => setMode('read')}
        />
        <div className="post-actions">
          <LikeButton likes={comment.likes} viewerId={viewerId} t={t} onToggle={(liked) => report(actions.like(comment.id, liked))} />
          {canReply && mode === 'read' ? (
            <HydratedButton className="link-button" onClick={() => setMode('reply')}>
              {t('learning.actions.reply')}
            </HydratedButton>
          ) : null}
          {own && mode === 'read' ? (
            <HydratedButton className="link-button" onClick={() => setMode('edit')}>
              {t('learning.actions.edit')}
            </HydratedButton>
          ) : null}
          {own || manager ? <DeleteControl question={t('learning.comments.deleteQuestion')} t={t} onConfirm={() => report(actions.remove(comment.id))} /> : null}
        </div>
        <FormAlert message={error} />
        {mode === 'reply' ? (
          <PostForm
            t={t}
            id={`reply-${comment.id}`}
            label={t('learning.comments.yourReply', { name: authorNameOf(comment.name, t) })}
            submitLabel={t('learning.comments.postReply')}
            autoFocus
            onSubmit={async ({ html }) => {
              const problem = await actions.reply(comment.id, html);
              if (!problem) setMode('read');
              return problem;
            }}
            onCancel={() => setMode('read')}
          />
        ) : null}
      </article>
    </li>
  );
}

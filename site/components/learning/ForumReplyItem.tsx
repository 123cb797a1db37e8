import { useState } from 'react';
import type { TForumReply } from '@halaqa/shared/api-contract/course-shapes';
import type { Language, Translate } from '@halaqa/shared/i18n/index';
import { FormAlert } from '../auth/FormParts';
import { DeleteControl } from './DeleteControl';
import { EditablePostBody } from './EditablePostBody';
import { forumContentField } from './forum-content-field';
import { HydratedButton } from './HydratedButton';
import { LikeButton } from './LikeButton';
import { PostByline } from './PostByline';
import { authorNameOf } from '@halaqa/shared/author-name';

export interface ReplyActions {
  edit: (replyId: string, html: string) => Promise<string | null>;
  remove: (replyId: string) => Promise<string | null>;
  like: (replyId: string, liked: boolean) => Promise<string | null>;
}

/** One reply of a topic: its author edits it; its author or a course manager deletes it. */
export function ForumReplyItem({ reply, viewerId, manager, language, t, actions }: { reply: TForumReply; viewerId: string; manager: boolean; language: Language; t: Translate; actions: ReplyActions }) {
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string>();
  const own = reply.user.id === viewerId;
  const report = async (work: Promise<string | null>) => setError((await work) ?? undefined);
  return (
    <li className="forum-reply" data-testid="forum-reply">
      <article aria-label={authorNameOf(reply.user.name, t)}>
        <PostByline name={reply.user.name} photo={reply.user.profilephoto} date={reply.date} edited={reply.edited} language={language} t={t} />
        <EditablePostBody
          t={t}
          id={`edit-reply-${reply.id}`}
          html={reply.content}
          editing={editing}
          label={t('learning.forum.editReply')}
          onSave={(html) => actions.edit(reply.id, html)}
          onClose={() => setEditing(false)}
          contentField={forumContentField(t, language)}
        />
        <div className="post-actions">
          <LikeButton likes={reply.likes} viewerId={viewerId} t={t} onToggle={(liked) => report(actions.like(reply.id, liked))} />
          {own && !editing ? (
            <HydratedButton className="link-button" onClick={() => setEditing(true)}>
              {t('learning.actions.edit')}
            </HydratedButton>
          ) : null}
          {own || manager ? <DeleteControl question={t('learning.forum.deleteReplyQuestion')} t={t} onConfirm={() => report(actions.remove(reply.id))} /> : null}
        </div>
        <FormAlert message={error} />
      </article>
    </li>
  );
}

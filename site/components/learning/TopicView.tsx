import { useEffect, useRef, useState } from 'react';
import type { TTopic } from '@halaqa/shared/api-contract/course-shapes';
import type { Language, Translate } from '@halaqa/shared/i18n/index';
import { FormAlert } from '../auth/FormParts';
import { attempt } from './api-outcome';
import { DeleteControl } from './DeleteControl';
import { ForumReplyItem, type ReplyActions } from './ForumReplyItem';
import { HydratedButton } from './HydratedButton';
import { LikeButton } from './LikeButton';
import { forumContentField } from './forum-content-field';
import { PostBody } from './PostBody';
import { PostDate } from './PostDate';
import { PostForm } from './PostForm';
import { TopicBadges } from './TopicBadges';
import { authorNameOf } from '@halaqa/shared/author-name';

interface TopicViewProps {
  courseId: string;
  topic: TTopic;
  viewerId: string;
  manager: boolean;
  language: Language;
  t: Translate;
  onChange: (topic: TTopic) => void;
  onDeleted: () => void;
  onBack: () => void;
}

/**
 * A topic with its replies, oldest first. Managers pin and lock it (learning-content §4); a
 * locked topic shows a notice instead of the reply form (the server refuses replies anyway).
 */
export function TopicView({ courseId, topic, viewerId, manager, language, t, onChange, onDeleted, onBack }: TopicViewProps) {
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const base = `/api/courses/${courseId}/forum/topic/${topic.id}`;
  const own = topic.user.id === viewerId;
  const contentField = forumContentField(t, language);

  useEffect(() => heading.current?.focus(), [topic.id]);

  /** A call answering with the whole topic; resolves to the message of a failure. */
  async function changeTopic(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<string | null> {
    const { data, error: problem } = await attempt<TTopic>(t, method, path, body);
    if (data) onChange(data);
    return problem;
  }

  async function run(work: Promise<string | null>) {
    setBusy(true);
    try {
      setError((await work) ?? undefined);
    } finally {
      setBusy(false);
    }
  }

  async function likeTopic(liked: boolean) {
    const { data, error: problem } = await attempt<{ likes: string[] }>(t, 'POST', `${base}/${liked ? 'like' : 'unlike'}`);
    if (data) onChange({ ...topic, likes: data.likes });
    setError(problem ?? undefined);
  }

  async function deleteTopic() {
    const { data, error: problem } = await attempt<{ ok: true }>(t, 'DELETE', base);
    if (data) onDeleted();
    setError(problem ?? undefined);
  }

  const replyActions: ReplyActions = {
    edit: (replyId, content) => changeTopic('PUT', `${base}/reply/${replyId}/`, { content }),
    remove: (replyId) => changeTopic('DELETE', `${base}/reply/${replyId}/`),
    like: async (replyId, liked) => {
      const { data, error: problem } = await attempt<{ likes: string[] }>(t, 'POST', `${base}/reply/${replyId}/${liked ? 'like' : 'unlike'}`);
      if (data) onChange({ ...topic, replies: topic.replies.map((reply) => (reply.id === replyId ? { ...reply, likes: data.likes } : reply)) });
      return problem;
    },
  };

  return (
    <article className="topic" data-testid="open-topic" aria-labelledby="topic-heading">
      <HydratedButton className="link-button" onClick={onBack}>
        {t('learning.forum.back')}
      </HydratedButton>
      <h2 id="topic-heading" ref={heading} tabIndex={-1}>
        <bdi>{topic.title}</bdi>
      </h2>
      <p className="post-meta muted">
        <TopicBadges topic={topic} t={t} />
        <span>{t('learning.forum.by', { name: authorNameOf(topic.user.name, t) })}</span>
        <PostDate iso={topic.date} language={language} justNow={t('notifications.justNow')} />
        {topic.edited ? <span>({t('learning.actions.edited')})</span> : null}
      </p>
      {editing ? (
        <PostForm
          t={t}
          id="edit-topic"
          titleLabel={t('learning.forum.topicTitle')}
          label={t('learning.forum.editTopic')}
          submitLabel={t('learning.actions.save')}
          initialTitle={topic.title}
          initialHtml={topic.content}
          contentField={contentField}
          onSubmit={async ({ title, html }) => {
            const problem = await changeTopic('PUT', base, { title, content: html });
            if (!problem) setEditing(false);
            return problem;
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <PostBody html={topic.content} />
      )}
      <div className="post-actions">
        <LikeButton likes={topic.likes} viewerId={viewerId} t={t} onToggle={likeTopic} />
        {own && !editing ? (
          <HydratedButton className="link-button" onClick={() => setEditing(true)}>
            {t('learning.actions.edit')}
          </HydratedButton>
        ) : null}
        {own || manager ? <DeleteControl question={t('learning.forum.deleteTopicQuestion')} t={t} onConfirm={deleteTopic} /> : null}
      </div>
      {manager ? (
        <div className="moderation" role="group" aria-label={topic.title}>
          <HydratedButton className="secondary-button" disabled={busy} onClick={() => run(changeTopic('PUT', `${base}/pin`, { pinned: !topic.pinned }))}>
            {topic.pinned ? t('learning.forum.unpin') : t('learning.forum.pin')}
          </HydratedButton>
          <HydratedButton className="secondary-button" disabled={busy} onClick={() => run(changeTopic('PUT', `${base}/lock`, { locked: !topic.locked }))}>
            {topic.locked ? t('learning.forum.unlock') : t('learning.forum.lock')}
          </HydratedButton>
        </div>
      ) : null}
      <FormAlert message={error} />

      <section aria-labelledby="replies-heading">
        <h3 id="replies-heading">{t('learning.forum.replies')}</h3>
        {topic.replies.length === 0 ? <p className="muted">{t('learning.forum.noReplies')}</p> : null}
        <ol className="reply-list">
          {topic.replies.map((reply) => (
            <ForumReplyItem key={reply.id} reply={reply} viewerId={viewerId} manager={manager} language={language} t={t} actions={replyActions} />
          ))}
        </ol>
        {topic.locked ? (
          <p className="notice locked-notice" data-testid="locked-notice">
            {t('learning.forum.lockedNotice')}
          </p>
        ) : (
          <PostForm
            t={t}
            id="topic-reply"
            label={t('learning.forum.yourReply')}
            submitLabel={t('learning.forum.postReply')}
            onSubmit={({ html }) => changeTopic('POST', `${base}/reply`, { content: html })}
            contentField={contentField}
          />
        )}
      </section>
    </article>
  );
}

import type { TTopicSummary } from '@halaqa/shared/api-contract/course-shapes';
import type { Language, Translate } from '@halaqa/shared/i18n/index';
import { PostDate } from './PostDate';
import { forumContentField } from './forum-content-field';
import { PostForm } from './PostForm';
import { TopicBadges } from './TopicBadges';
import { authorNameOf } from '@halaqa/shared/author-name';

interface TopicListProps {
  topics: TTopicSummary[];
  language: Language;
  t: Translate;
  onOpen: (topicId: string) => void;
  onCreate: (post: { title: string; html: string }) => Promise<string | null>;
}

/**
 * The forum's topics as the server orders them (pinned first, then the newest), and the form
 * to start one. Each title is a real link (?topic=…), so it also works before the island runs.
 */
export function TopicList({ topics, language, t, onOpen, onCreate }: TopicListProps) {
  return (
    <>
      <section aria-labelledby="topics-heading">
        <h2 id="topics-heading" tabIndex={-1}>
          {t('learning.forum.topics')}
        </h2>
        {topics.length === 0 ? <p className="muted">{t('learning.forum.noTopics')}</p> : null}
        <ul className="topic-list">
          {topics.map((topic) => (
            <li key={topic.id} data-testid="topic" data-pinned={topic.pinned} data-locked={topic.locked}>
              <a
                className="topic-title"
                href={`?topic=${topic.id}`}
                onClick={(event) => {
                  event.preventDefault();
                  onOpen(topic.id);
                }}
              >
                <bdi>{topic.title}</bdi>
              </a>
              <TopicBadges topic={topic} t={t} />
              <p className="post-meta muted">
                <span>{t('learning.forum.by', { name: authorNameOf(topic.user.name, t) })}</span>
                <PostDate iso={topic.date} language={language} justNow={t('notifications.justNow')} />
                <span>{t('learning.forum.replyCount', { count: topic.replies })}</span>
                <span>{t('learning.actions.likes', { count: topic.likes.length })}</span>
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="new-topic-heading">
        <h2 id="new-topic-heading">{t('learning.forum.newTopic')}</h2>
        <PostForm
          t={t}
          id="new-topic"
          titleLabel={t('learning.forum.topicTitle')}
          label={t('learning.forum.topicContent')}
          submitLabel={t('learning.forum.postTopic')}
          onSubmit={({ title, html }) => onCreate({ title, html })}
          contentField={forumContentField(t, language)}
        />
      </section>
    </>
  );
}

import type { Translate } from '@halaqa/shared/i18n/index';

/** "Pinned" and "Locked" beside a topic's title. */
export function TopicBadges({ topic, t }: { topic: { pinned: boolean; locked: boolean }; t: Translate }) {
  return (
    <>
      {topic.pinned ? (
        <span className="topic-badge" data-testid="pinned-badge">
          {t('learning.forum.pinned')}
        </span>
      ) : null}
      {topic.locked ? (
        <span className="topic-badge locked" data-testid="locked-badge">
          {t('learning.forum.locked')}
        </span>
      ) : null}
    </>
  );
}

import type { Language, Translate } from '@halaqa/shared/i18n/index';
import { PostDate } from './PostDate';
import { authorNameOf } from '@halaqa/shared/author-name';

/** Who wrote a post and when, and whether it was edited since. */
export function PostByline({ name, photo, date, edited, language, t }: { name: string; photo?: string; date: string; edited: boolean; language: Language; t: Translate }) {
  return (
    <header className="post-meta">
      {photo ? <img src={`/files/${photo}`} alt="" width={32} height={32} className="avatar" /> : null}
      <strong>{authorNameOf(name, t)}</strong>
      <PostDate iso={date} language={language} justNow={t('notifications.justNow')} />
      {edited ? <span className="muted">({t('learning.actions.edited')})</span> : null}
    </header>
  );
}

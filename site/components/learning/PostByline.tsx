import type { Language, Translate } from '@halaqa/shared/i18n/index';
import { PostDate } from './PostDate';
import { authorNameOf } from '@halaqa/shared/author-name';
import { imageUrl } from '@halaqa/shared/image-widths';

/** Who wrote a post and when, and whether it was edited since. */
export function PostByline({ name, photo, date, edited, language, t }: { name: string; photo?: string; date: string; edited: boolean; language: Language; t: Translate }) {
  return (
    <header className="post-meta">
      {/* The smallest variant: a 32 px avatar needs no more than a phone's 3× (profile photos are public images). */}
      {photo ? <img src={imageUrl(photo, 320)} alt="" width={32} height={32} className="avatar" /> : null}
      <strong>{authorNameOf(name, t)}</strong>
      <PostDate iso={date} language={language} justNow={t('notifications.justNow')} />
      {edited ? <span className="muted">({t('learning.actions.edited')})</span> : null}
    </header>
  );
}

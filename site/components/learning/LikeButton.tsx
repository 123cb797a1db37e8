import { useState } from 'react';
import type { Translate } from '@halaqa/shared/i18n/index';
import { HydratedButton } from './HydratedButton';

/**
 * Like or unlike (learning-content §4), as a toggle button: its name stays "Like" and
 * aria-pressed says whether this person likes it; the count shows beside it.
 */
export function LikeButton({ likes, viewerId, t, onToggle }: { likes: string[]; viewerId: string; t: Translate; onToggle: (liked: boolean) => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const liked = likes.includes(viewerId);
  async function toggle() {
    setBusy(true);
    try {
      await onToggle(!liked);
    } finally {
      setBusy(false);
    }
  }
  return (
    <span className="like">
      <HydratedButton className="link-button" aria-pressed={liked} disabled={busy} onClick={toggle}>
        <span aria-hidden="true">{liked ? '♥' : '♡'} </span>
        {t('learning.actions.like')}
      </HydratedButton>
      <span className="muted like-count">{t('learning.actions.likes', { count: likes.length })}</span>
    </span>
  );
}

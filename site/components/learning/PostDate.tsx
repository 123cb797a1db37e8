import { formatDate } from '@halaqa/shared/intl-formats';
import type { Language } from '@halaqa/shared/i18n/index';
import { notificationTime } from '@halaqa/shared/notification-time';
import { useHydrated } from '../use-hydrated';

/**
 * When something was posted. The server and the first browser render agree on a plain date
 * (in UTC, so hydration matches whatever the server's time zone); once hydrated, it reads "just
 * now", "N hours ago" or a date and time in the reader's own zone.
 */
export function PostDate({ iso, language, justNow }: { iso: string; language: Language; justNow: string }) {
  const hydrated = useHydrated();
  const text = hydrated
    ? notificationTime(iso, new Date(), language, justNow)
    : formatDate(language, iso, 'UTC');
  return (
    <time className="post-date" dateTime={iso}>
      {text}
    </time>
  );
}

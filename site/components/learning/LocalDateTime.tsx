import { formatDateTime } from '@halaqa/shared/intl-formats';
import type { Language } from '@halaqa/shared/i18n/index';
import { useHydrated } from '../use-hydrated';

/**
 * A moment such as a due date, as a date and a time. The server and the first browser render
 * agree on UTC (so hydration matches whatever the server's zone), saying so; once hydrated, it
 * is shown in the reader's own zone.
 */
export function LocalDateTime({ iso, language, testId }: { iso: string; language: Language; testId?: string }) {
  const hydrated = useHydrated();
  const text = hydrated ? formatDateTime(language, iso) : `${formatDateTime(language, iso, 'UTC')} UTC`;
  return (
    <time dateTime={iso} data-testid={testId}>
      {text}
    </time>
  );
}

import { formatDateTime, relativeTimeFormat } from './intl-formats';
import type { Language } from './i18n/languages';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * When a notification arrived, as the bell shows it (platform-core §9): under an hour "just now"
 * (the catalogue's words, passed in), under a day "N hours ago", else a localised date and time.
 * Intl does the wording and plurals of each language (Arabic has six plural forms).
 */
export function notificationTime(timestamp: Date | string, now: Date, language: Language, justNow: string): string {
  const when = new Date(timestamp);
  const elapsed = now.getTime() - when.getTime();
  if (elapsed < HOUR_MS) return justNow;
  if (elapsed < DAY_MS) {
    return relativeTimeFormat(language, { numeric: 'always' }).format(-Math.floor(elapsed / HOUR_MS), 'hour');
  }
  return formatDateTime(language, when);
}

import { numberFormat } from '@halaqa/shared/intl-formats';

/**
 * A text the server wrote with a `{{count}}` slot (t('…', { count: '{{count}}' })), filled as the
 * server's translator would fill it: in the language's own digits (Arabic-Indic for `ar`), ungrouped.
 */
export function withCount(template: string, count: number, language: string): string {
  return template.replace('{{count}}', numberFormat(language, { useGrouping: false }).format(count));
}

import { useMemo } from 'react';
import type { Language } from '@halaqa/shared/i18n/languages';
import type { Messages } from '@halaqa/shared/i18n/messages/en';
import { createTranslator } from '@halaqa/shared/i18n/translator';

/** Islands get their language's catalogue sections as a prop, so a page ships one language, not four. */
export function useTranslator(language: Language, messages: Partial<Messages>) {
  return useMemo(() => createTranslator(language, messages), [language, messages]);
}

export interface TranslatedProps {
  language: Language;
  /** The catalogue sections the island uses (see catalogueSections). */
  messages: Partial<Messages>;
}

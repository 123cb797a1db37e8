import { useMemo } from 'react';
import type { Language } from '@halaqa/shared/i18n/languages';
import type { Messages } from '@halaqa/shared/i18n/messages/en';
import { createTranslator } from '@halaqa/shared/i18n/translator';

/** Islands get their language's catalogue texts as a prop (withCrashScreenAndTexts hands them over), so a page ships one language, not four. */
export function useTranslator(language: Language, messages: Partial<Messages>) {
  return useMemo(() => createTranslator(language, messages), [language, messages]);
}

export interface TranslatedProps {
  language: Language;
  /** The catalogue texts the island uses: its list in site/island-texts/island-text-lists.ts. */
  messages: Partial<Messages>;
}

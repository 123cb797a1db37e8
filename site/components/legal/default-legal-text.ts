import { escapeHtml } from '@halaqa/shared/escape-html';
import type { Translate } from '@halaqa/shared/i18n/index';

export type LegalDocumentName = 'termsOfService' | 'privacyPolicy';

const DEFAULT_KEYS: Record<LegalDocumentName, string> = {
  termsOfService: 'accountPages.legal.defaultTerms',
  privacyPolicy: 'accountPages.legal.defaultPrivacy',
};

/**
 * The text a site's terms or privacy policy has until its owner writes their own (issue #44,
 * item 11): a plain, sensible starting point naming the site, in the reader's language, which the
 * owner finds in the legal settings to edit. The site's name is escaped: the text is HTML.
 */
export function defaultLegalHtml(document: LegalDocumentName, t: Translate, siteName: string): string {
  return t(DEFAULT_KEYS[document], { siteName: escapeHtml(siteName) });
}

/** The stored text, or the default while it is empty. */
export function legalHtmlOrDefault(stored: string, document: LegalDocumentName, t: Translate, siteName: string): string {
  return stored.trim() ? stored : defaultLegalHtml(document, t, siteName);
}

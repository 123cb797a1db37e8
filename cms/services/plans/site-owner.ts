import type { Language } from '@halaqa/shared/i18n/index';

export interface SiteOwner {
  id: string;
  name: string;
  email: string;
  /** What they read the site in (their settings, else the site's language): their receipts' language. */
  language: Language;
}

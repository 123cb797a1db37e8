import type { Translate } from '@halaqa/shared/i18n/index';
import { textOnThemeFill } from '@halaqa/shared/theme-shades';

interface ThemePreviewProps {
  siteName: string;
  themeColor: string;
  secThemeColor: string;
  t: Translate;
}

/**
 * The scrolled header the two colours make (an empty secondary colour falls back to the theme
 * colour, as on the site), its name in the text colour the site will put on that fill.
 */
export function ThemePreview({ siteName, themeColor, secThemeColor, t }: ThemePreviewProps) {
  return (
    <figure className="wizard-theme-preview">
      <figcaption className="field-label">{t('wizard.preview')}</figcaption>
      <p className="wizard-preview-bar" data-testid="theme-preview" style={{ backgroundColor: themeColor, color: textOnThemeFill(themeColor), borderBlockEndColor: secThemeColor || themeColor }}>
        {siteName}
      </p>
    </figure>
  );
}

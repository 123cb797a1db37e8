import { useStore } from '@nanostores/react';
import { Heading } from 'react-aria-components';
import { $upgradeOffer } from '../../stores/upgrade-offer';
import { ModalDialog } from '../modal/ModalDialog';
import { withCrashScreenAndTexts } from '../shell/CrashScreen';
import { Icon } from '../shell/Icon';
import { useTranslator, type TranslatedProps } from '../use-translator';
import { featureRows, formatAmount } from './plan-feature-rows';
import './upgrade-dialog.css';
import textsOf from 'virtual:island-texts/upgrade-dialog';

export interface UpgradeDialogProps extends TranslatedProps {
  /** Only the owner can change the site's plan; anyone else is told to ask them. */
  canUpgrade: boolean;
}

/** Where the owner changes the plan, with the suggested one chosen. */
export const upgradeUrlOf = (plan: string) => `/admin/subscription?plan=${encodeURIComponent(plan)}`;

/**
 * The upgrade dialog (platform-core §6, issue #12): opens whenever a call is refused by the site's
 * plan (the API client sets the offer). With a usage limit it says the limit is reached and shows
 * usage against the limit on the current plan; otherwise that the feature is locked and which
 * plan has it. It lists what the suggested plan gives, the blocked feature first and the first
 * three highlighted. Maybe later closes it; the upgrade link opens in a new tab.
 */
function UpgradeDialog({ language, messages, canUpgrade }: UpgradeDialogProps) {
  const t = useTranslator(language, messages);
  const shown = useStore($upgradeOffer);

  if (!shown) return null;
  const { offer, from } = shown;
  const planName = (plan: string) => t(`plans.names.${plan}`);
  const feature = t(`plans.features.${offer.featureName}`);
  const limited = offer.usageLimit !== undefined;
  const close = () => $upgradeOffer.set(null);

  return (
    <ModalDialog language={language} className="upgrade-dialog" aria-describedby="upgrade-summary" returnFocusTo={from} onClose={close}>
      <div className="upgrade-top">
        <Heading slot="title" level={2}>
          {t(limited ? 'plans.dialog.limitTitle' : 'plans.dialog.lockedTitle')}
        </Heading>
        <button type="button" className="icon-button" aria-label={t('plans.dialog.maybeLater')} onClick={close}>
          <Icon name="close" />
        </button>
      </div>
      <p id="upgrade-summary" data-testid="upgrade-summary">
        {limited
          ? t('plans.dialog.usage', {
              feature,
              usage: formatAmount(offer.featureName, offer.currentUsage ?? 0, language),
              limit: formatAmount(offer.featureName, offer.usageLimit!, language),
              plan: planName(offer.currentPlan),
            })
          : t('plans.dialog.locked', { feature, plan: planName(offer.currentPlan), suggested: planName(offer.suggestedPlan) })}
      </p>
      <h3>{t('plans.dialog.compare', { plan: planName(offer.suggestedPlan) })}</h3>
      <ul className="upgrade-features">
        {featureRows(offer.suggestedPlan, offer.featureName, t, language).map((row) => (
          <li key={row.feature} data-testid="upgrade-feature" className={row.highlighted ? 'highlighted' : undefined} aria-current={row.blocked ? 'true' : undefined}>
            <span>{row.label}</span>
            <strong>{row.value}</strong>
          </li>
        ))}
      </ul>
      {canUpgrade ? null : <p className="muted">{t('plans.dialog.askOwner')}</p>}
      <div className="upgrade-actions">
        <button type="button" className="button secondary" onClick={close}>
          {t('plans.dialog.maybeLater')}
        </button>
        {canUpgrade ? (
          <a className="button" href={upgradeUrlOf(offer.suggestedPlan)} target="_blank" rel="noopener">
            {t('plans.dialog.upgrade', { plan: planName(offer.suggestedPlan) })}
            <span className="visually-hidden"> {t('plans.dialog.opensInNewTab')}</span>
          </a>
        ) : null}
      </div>
    </ModalDialog>
  );
}

export default withCrashScreenAndTexts(textsOf, UpgradeDialog);

import type { Translate } from '@halaqa/shared/i18n/index';

interface ReadyStepProps {
  saving: boolean;
  /** The first course's name when one was created. */
  createdCourse: string | null;
  t: Translate;
}

/** Where the success screen leads (platform-core §2); the first is the main one. */
const NEXT_PLACES = [
  { href: '/', label: 'wizard.viewHomepage' },
  { href: '/dashboard', label: 'wizard.goToDashboard' },
  { href: '/admin/settings', label: 'wizard.openSettings' },
  { href: '/courses', label: 'wizard.viewCourses' },
] as const;

/** Step 5: a spinner while saving, then the success screen and where to go next (platform-core §2). */
export function ReadyStep({ saving, createdCourse, t }: ReadyStepProps) {
  return (
    <>
      {/* One live region throughout, so both the saving and its success are announced. */}
      <div role="status" className="wizard-status">
        {saving ? (
          <p className="wizard-saving">
            <span className="wizard-spinner" aria-hidden="true" />
            {t('wizard.saving')}
          </p>
        ) : (
          <>
            <h3>{t('wizard.successTitle')}</h3>
            <p>{t('wizard.successMessage')}</p>
            {createdCourse ? <p>{t('wizard.courseCreated', { name: createdCourse })}</p> : null}
          </>
        )}
      </div>
      {saving ? null : (
        <nav className="wizard-links" aria-label={t('wizard.steps.ready')}>
          {NEXT_PLACES.map(({ href, label }, index) => (
            <a key={href} className={index === 0 ? 'button' : 'button secondary'} href={href}>
              {t(label)}
            </a>
          ))}
        </nav>
      )}
    </>
  );
}

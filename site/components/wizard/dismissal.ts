/**
 * "Skip for Now" lasts for this visit: the site is many pages, and a wizard reopening on every
 * link would keep the owner from looking around. Session storage belongs to one tab and one
 * site (origin), and is gone when the tab closes, so the wizard greets the owner again next time
 * until the onboarding is complete (platform-core §4).
 */
const DISMISSED_KEY = 'halaqa:setup-wizard-dismissed';

export function wasDismissedThisVisit(): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === 'true';
  } catch {
    // Storage refused (a locked-down browser): the wizard simply opens again.
    return false;
  }
}

export function rememberDismissedThisVisit(): void {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, 'true');
  } catch {
    // Nothing to remember it in: it only means the wizard opens on the next page.
  }
}

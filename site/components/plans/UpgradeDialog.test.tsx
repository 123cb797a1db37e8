// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { $upgradeOffer, offerUpgradeFrom } from '../../stores/upgrade-offer';
import UpgradeDialog from './UpgradeDialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// jsdom has no CSS.escape, which React Aria's modal uses to look up the <meta name="viewport">;
// its keys are plain words, so quoting is all the escaping they need here.
globalThis.CSS ??= { escape: (value: string) => value.replace(/["\\]/g, '\\$&') } as typeof CSS;

let root: Root | undefined;

afterEach(() => {
  // Unmounted, so the next test's offer does not open this one's dialog too (it lives outside the host).
  act(() => root?.unmount());
  $upgradeOffer.set(null);
  document.body.innerHTML = '';
});

async function render(language: 'en' | 'ar', canUpgrade = true) {
  const host = document.createElement('div');
  document.body.append(host);
  await act(async () => {
    root = createRoot(host);
    root.render(<UpgradeDialog language={language} canUpgrade={canUpgrade} />);
  });
}

/** The open dialog, if any: React Aria puts it at the end of the body, outside the island. */
const shownDialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

describe('the upgrade dialog', () => {
  it('opens on the plan’s refusal, says the limit is reached with the usage, and offers the suggested plan in a new tab', async () => {
    await render('en');
    expect(shownDialog()).toBeNull();
    await act(async () => {
      offerUpgradeFrom(402, { error: 'x', upgrade: { featureName: 'projects', currentPlan: 'free', usageLimit: 1, currentUsage: 1, suggestedPlan: 'pro' } });
    });
    const dialog = shownDialog()!;
    expect(dialog.querySelector('h2')!.textContent).toBe('You have reached your plan’s limit');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)).toBe(dialog.querySelector('h2'));
    expect(dialog.querySelector('[data-testid="upgrade-summary"]')!.textContent).toBe('Courses and services: 1 of 1 on the Free plan.');
    const items = [...dialog.querySelectorAll('[data-testid="upgrade-feature"]')];
    expect(items.map((item) => item.firstChild!.textContent)).toEqual(['Courses and services', 'Admin accounts', 'Users', 'Storage', 'AI features', 'Custom domain', 'Platform commission on sales']);
    expect(items.filter((item) => item.classList.contains('highlighted'))).toHaveLength(3);
    expect(items[0]!.getAttribute('aria-current')).toBe('true');
    const link = dialog.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/admin/subscription?plan=pro');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.textContent).toContain('Upgrade to Pro');

    await act(async () => {
      (dialog.querySelector('button.secondary') as HTMLButtonElement).click();
    });
    expect(shownDialog()).toBeNull();
  });

  it('says a feature is locked and which plan has it, in Arabic, and tells a non-owner to ask the owner', async () => {
    await render('ar', false);
    await act(async () => {
      $upgradeOffer.set({ offer: { featureName: 'ai_features', currentPlan: 'basic', suggestedPlan: 'pro' }, from: null });
    });
    const dialog = shownDialog()!;
    expect(dialog.querySelector('h2')!.textContent).toBe('هذه الميزة مقفلة');
    expect(dialog.querySelector('[data-testid="upgrade-summary"]')!.textContent).toBe('ميزات الذكاء الاصطناعي ليست ضمن الخطة الأساسية. تتوفر في الخطة الاحترافية.');
    expect(dialog.querySelector('a')).toBeNull();
    expect(dialog.textContent).toContain('مالك الموقع وحده يستطيع تغيير خطته');
  });

  it('ignores replies that are not the plan’s refusal', async () => {
    offerUpgradeFrom(403, { upgrade: { featureName: 'projects' } });
    offerUpgradeFrom(402, { error: 'no offer' });
    offerUpgradeFrom(402, null);
    expect($upgradeOffer.get()).toBeNull();
  });
});

// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { $upgradeOffer, offerUpgradeFrom } from '../../stores/upgrade-offer';
import UpgradeDialog from './UpgradeDialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(() => {
  // jsdom has the element but not its modal behaviour: opening and closing are what is checked.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

afterEach(() => {
  $upgradeOffer.set(null);
  document.body.innerHTML = '';
});

async function render(language: 'en' | 'ar', canUpgrade = true) {
  const host = document.createElement('div');
  document.body.append(host);
  await act(async () => {
    createRoot(host).render(<UpgradeDialog language={language} canUpgrade={canUpgrade} />);
  });
  return host;
}

describe('the upgrade dialog', () => {
  it('opens on the plan’s refusal, says the limit is reached with the usage, and offers the suggested plan in a new tab', async () => {
    const host = await render('en');
    expect(host.querySelector('dialog')!.open).toBe(false);
    await act(async () => {
      offerUpgradeFrom(402, { error: 'x', upgrade: { featureName: 'projects', currentPlan: 'free', usageLimit: 1, currentUsage: 1, suggestedPlan: 'pro' } });
    });
    const dialog = host.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(dialog.querySelector('h2')!.textContent).toBe('You have reached your plan’s limit');
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
    expect(host.querySelector('dialog')!.open).toBe(false);
  });

  it('says a feature is locked and which plan has it, in Arabic, and tells a non-owner to ask the owner', async () => {
    const host = await render('ar', false);
    await act(async () => {
      $upgradeOffer.set({ featureName: 'ai_features', currentPlan: 'basic', suggestedPlan: 'pro' });
    });
    const dialog = host.querySelector('dialog')!;
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

// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogues, translatorFor } from '@halaqa/shared/i18n/index';
import { AccountMenu } from './AccountMenu';
import { enhanceAccountMenu } from './header-account-menu';
import { enhanceBell } from './header-bell';
import { NotificationBell } from './NotificationBell';

/**
 * The signed-in header's widgets without React (issue #44 item 14): the server's markup
 * (NotificationBell.tsx, AccountMenu.tsx) in a page, made to work by the header's scripts.
 */
const { en, ar } = catalogues;
const MALFORMED_LIST = [
  { id: 'a', title: 'New follower', message: 'Omar started following you.', link: '/users/1/scores', timestamp: new Date().toISOString(), unread: true },
  { id: 'b', title: { html: '<b>' }, message: '<img src=x onerror=alert(1)>', link: 'javascript:alert(1)', timestamp: 'infinity', unread: true },
  { title: 'no id' },
  'not a row',
];

/** What the server answers, by path; PUTs are counted. */
let replies: Record<string, unknown>;
let marked = 0;

beforeEach(() => {
  marked = 0;
  replies = { '/api/users/notifications': MALFORMED_LIST, '/api/teacher/to-grade/count': { count: 3 } };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (path, init) => {
    if (init?.method === 'PUT') {
      marked += 1;
      return new Response('true');
    }
    return new Response(JSON.stringify(replies[String(path)] ?? null));
  });
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** The server's HTML in the page, as the browser receives it. */
function page(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const press = (target: Element, key: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

describe('the bell', () => {
  async function bellIn(language: 'en' | 'ar') {
    const host = page(renderToString(<NotificationBell t={translatorFor(language)} />));
    const bell = host.querySelector<HTMLElement>('[data-bell]')!;
    const button = bell.querySelector<HTMLButtonElement>(':scope > button')!;
    expect(button.disabled).toBe(true);
    enhanceBell(bell, language);
    await settle();
    return { bell, button };
  }

  it('shows the unread count, then malformed rows generically, as text, without their links, and marks read visibly', async () => {
    const { bell, button } = await bellIn('en');
    expect(button.disabled).toBe(false);
    expect(bell.querySelector('[data-testid="unread-dot"]')?.textContent).toBe('2');
    expect(bell.querySelector('[data-bell-name]')?.textContent).toBe(translatorFor('en')('ownerNotifications.bellUnread', { count: 2 }));

    button.click();
    await settle();
    const popover = bell.querySelector<HTMLElement>(`[role="dialog"][aria-label="${en.notifications.bell}"]`)!;
    expect(popover.hidden).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(marked).toBe(1);
    expect(bell.querySelector('[data-testid="unread-dot"]')).toBeNull();
    expect(bell.querySelector('[data-bell-name]')?.textContent).toBe(en.notifications.bell);
    expect(popover.querySelector('[role="status"]')?.textContent).toBe(en.notifications.markedRead);
    const entries = [...popover.querySelectorAll('[data-testid="notification"]')];
    expect(entries.map((entry) => entry.querySelector('strong')?.textContent)).toEqual(['New follower', en.notifications.generic]);
    expect(entries.every((entry) => entry.textContent?.includes(en.notifications.new))).toBe(true);
    expect([...popover.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['/users/1/scores']);
    expect(entries[1]!.querySelector('time')).toBeNull();
    // A message is text: markup in it is shown, never made into elements.
    expect(popover.querySelector('img')).toBeNull();
    expect(entries[1]!.textContent).toContain('<img src=x onerror=alert(1)>');

    // Escape closes it, back to the bell's button.
    press(popover, 'Escape');
    expect(popover.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('writes the count in the page language\'s digits', async () => {
    const { bell } = await bellIn('ar');
    expect(bell.querySelector('[data-bell-name]')?.textContent).toBe(translatorFor('ar')('ownerNotifications.bellUnread', { count: 2 }));
    expect(bell.querySelector('[data-bell-name]')?.textContent).toContain('٢');
  });

  it('opens a titled dialog that fetches again and offers "mark all as read" while any is unread', async () => {
    const { bell, button } = await bellIn('en');
    // jsdom has no modal dialogs: opening one only needs to leave it open.
    const dialog = bell.querySelector('dialog')!;
    dialog.showModal = () => dialog.setAttribute('open', '');
    button.click();
    await settle();
    bell.querySelector<HTMLButtonElement>('[data-view-all]')!.click();
    await settle();
    expect(bell.querySelector<HTMLElement>('.bell-popover')!.hidden).toBe(true);
    expect(dialog.open).toBe(true);
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe(en.notifications.allTitle);
    // The list came again with both unread (as if they had arrived since): the button shows, and works.
    const markAll = dialog.querySelector<HTMLButtonElement>('[data-mark-all]')!;
    expect(markAll.hidden).toBe(false);
    markAll.click();
    await settle();
    expect(marked).toBe(2);
    expect(markAll.hidden).toBe(true);
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe(en.notifications.markedRead);
    expect(dialog.querySelectorAll('[data-testid="notification"]')).toHaveLength(2);
  });

  it('says it is empty when the reply is no list', async () => {
    replies['/api/users/notifications'] = { error: 'nope' };
    const { bell, button } = await bellIn('en');
    expect(bell.querySelector('[data-testid="unread-dot"]')).toBeNull();
    button.click();
    await settle();
    expect(marked).toBe(0);
    expect(bell.querySelector('.bell-popover')?.textContent).toContain(en.notifications.empty);
  });
});

describe('the account menu', () => {
  const teacher = { name: 'ليلى', canOpenAdminPanel: true, teacherArea: true, settings: '{}' };

  function menuOf(user = teacher) {
    const host = page(renderToString(<AccountMenu user={user} t={translatorFor('ar')} />));
    const wrapper = host.querySelector<HTMLElement>('[data-account-menu]')!;
    const button = wrapper.querySelector<HTMLButtonElement>('.account-button')!;
    expect(button.disabled).toBe(true);
    enhanceAccountMenu(wrapper, 'ar');
    const menu = wrapper.querySelector<HTMLElement>('[role="menu"]')!;
    const items = [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    return { button, menu, items };
  }

  it('opens on the first item, moves with the arrows, Home and End, and Escape closes it back to its button', () => {
    const { button, menu, items } = menuOf();
    expect(menu.getAttribute('aria-label')).toBe(ar.account.menu);
    expect(items.map((item) => item.textContent)).toEqual([ar.account.account, ar.account.dashboard, ar.account.scores, ar.account.adminPanel, ar.account.teacher, ar.common.signOut]);
    expect(menu.hidden).toBe(true);
    button.click();
    expect(menu.hidden).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(items[0]);
    press(items[0]!, 'ArrowDown');
    expect(document.activeElement).toBe(items[1]);
    press(items[1]!, 'End');
    expect(document.activeElement).toBe(items[5]);
    press(items[5]!, 'ArrowDown');
    expect(document.activeElement).toBe(items[0]);
    press(items[0]!, 'ArrowUp');
    expect(document.activeElement).toBe(items[5]);
    press(items[5]!, 'Escape');
    expect(menu.hidden).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    // ArrowUp on the button opens it on the last item.
    press(button, 'ArrowUp');
    expect(document.activeElement).toBe(items[5]);
  });

  it('closes on a press outside it', () => {
    const { button, menu } = menuOf();
    button.click();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(menu.hidden).toBe(true);
  });

  it('shows how much waits for a teacher, read out as one phrase, and nothing for a count it cannot read', async () => {
    const { button, items } = menuOf();
    button.click();
    await settle();
    const teacherItem = items[4]!;
    expect(teacherItem.querySelector('[data-testid="to-grade-badge"]')?.textContent).toBe('3');
    expect(teacherItem.querySelector('.visually-hidden')?.textContent).toBe(translatorFor('ar')('account.teacherToGrade', { count: 3 }));

    replies['/api/teacher/to-grade/count'] = { count: { pending: 3 } };
    button.click();
    button.click();
    await settle();
    expect(teacherItem.textContent).toBe(ar.account.teacher);
  });

  it('has no Teacher or admin item for a student', () => {
    const { items } = menuOf({ ...teacher, canOpenAdminPanel: false, teacherArea: false });
    expect(items.map((item) => item.getAttribute('href'))).toEqual(['/profile', '/dashboard', '/users/me/scores', null]);
  });
});

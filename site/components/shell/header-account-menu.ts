import { callApi } from '../api-client';
import { withCount } from './count-text';
import { element } from './dom-element';
import { popup } from './header-popup';

/**
 * The account menu (AccountMenu.tsx's markup) made a menu button, as WAI-ARIA's pattern has it:
 * opening puts the focus on the first item (the last with ArrowUp), the arrows, Home and End move
 * among the items, Escape closes it back to its button, Tab closes it and goes on. The Teacher
 * item says how much work waits, asked each time the menu opens (GET /api/teacher/to-grade/count)
 * rather than on every page, for a number seen only in the open menu.
 */
export function enhanceAccountMenu(wrapper: HTMLElement, language: string): void {
  const button = wrapper.querySelector<HTMLButtonElement>('.account-button')!;
  const panel = wrapper.querySelector<HTMLElement>('[role="menu"]')!;
  const items = () => [...panel.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };
  let focusOnOpen = 0;
  const menu = popup(wrapper, button, panel, {
    onOpen() {
      focusItem(focusOnOpen);
      focusOnOpen = 0;
      const teacher = panel.querySelector<HTMLElement>('[data-to-grade]');
      if (teacher) void showToGrade(teacher, language);
    },
  });

  button.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    focusOnOpen = event.key === 'ArrowUp' ? -1 : 0;
    if (menu.isOpen()) focusItem(focusOnOpen);
    else menu.open();
  });
  panel.addEventListener('keydown', (event) => {
    const at = items().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key]!);
    } else if (event.key === 'Tab') {
      menu.close(false);
    }
  });
  panel.querySelector('[data-sign-out]')?.addEventListener('click', () => void signOut());
}

async function signOut(): Promise<void> {
  await callApi('POST', '/api/users/logout').catch(() => null);
  window.location.assign('/sign-in');
}

/** "Teacher", with the work waiting as a badge, read out as one phrase ("Teacher, 3 to grade"); plain when nothing waits or the count cannot be read. */
async function showToGrade(item: HTMLElement, language: string): Promise<void> {
  const plain = item.dataset.plainText ?? item.textContent ?? '';
  item.dataset.plainText = plain;
  const reply = await callApi<{ count?: unknown }>('GET', '/api/teacher/to-grade/count').catch(() => null);
  const count = reply?.data?.count;
  if (typeof count !== 'number' || !Number.isInteger(count) || count <= 0) {
    item.replaceChildren(plain);
    return;
  }
  const badge = element('span', { class: 'badge', 'data-testid': 'to-grade-badge' }, String(count));
  item.replaceChildren(
    element('span', { 'aria-hidden': 'true' }, `${plain} `, badge),
    element('span', { class: 'visually-hidden' }, withCount(item.dataset.toGrade ?? '', count, language)),
  );
}

import type { Language } from '@halaqa/shared/i18n/languages';
import { notificationTime } from '@halaqa/shared/notification-time';
import { callApi } from '../api-client';
import { withCount } from './count-text';
import { element } from './dom-element';
import { popup } from './header-popup';
import { readNotifications, type BellNotification } from './notification-items';

/** platform-core §9: the popover shows the first 6; the dialog shows all. */
const POPOVER_COUNT = 6;

/** The bell's texts in the page's language, written by the server on the bell (NotificationBell.tsx). */
interface BellTexts {
  name: string;
  nameUnread: string;
  generic: string;
  new: string;
  justNow: string;
  empty: string;
  markedRead: string;
}

/**
 * The bell (platform-core §2, §4) on NotificationBell.tsx's markup: a red dot while anything is
 * unread, holding how many (issue #14: a batched notification counts once however many events it
 * gathers). Opening it marks all read (server first, then here), visibly (issue #15): the dot
 * goes, the popover says so, and what was unread keeps its "new" mark while the page is open.
 * "View all" opens a titled dialog with every notification, fetched again (some may have come
 * since), and "mark all as read" while any is unread. Rows are read defensively
 * (notification-items.ts) and written as text, never as HTML: bad data never breaks the header.
 */
export function enhanceBell(bell: HTMLElement, language: string): void {
  const texts = bell.dataset as unknown as BellTexts;
  const button = bell.querySelector<HTMLButtonElement>(':scope > button')!;
  const panel = bell.querySelector<HTMLElement>('.bell-popover')!;
  const dialog = bell.querySelector<HTMLDialogElement>('dialog')!;
  const [popoverList, dialogList] = bell.querySelectorAll<HTMLElement>('[data-notification-list]');
  const statuses = bell.querySelectorAll<HTMLElement>('[data-marked-status]');
  const markAll = dialog.querySelector<HTMLButtonElement>('[data-mark-all]')!;

  let items: BellNotification[] = [];
  /** Ids unread when the bell was opened: still marked "new" once they are read. */
  let fresh = new Set<string>();

  function show(justMarked: boolean) {
    const unread = items.filter((item) => item.unread).length;
    bell.querySelector('[data-bell-name]')!.textContent = unread > 0 ? withCount(texts.nameUnread, unread, language) : texts.name;
    // The dot exists only while something is unread (it is not merely hidden).
    bell.querySelector('[data-testid="unread-dot"]')?.remove();
    if (unread > 0) button.append(element('span', { class: 'red-dot', 'data-testid': 'unread-dot', 'aria-hidden': 'true' }, String(unread)));
    popoverList!.replaceChildren(listOf(items.slice(0, POPOVER_COUNT)));
    dialogList!.replaceChildren(listOf(items));
    markAll.hidden = unread === 0;
    statuses.forEach((status) => (status.textContent = justMarked ? texts.markedRead : ''));
  }

  function listOf(shown: BellNotification[]): Node {
    if (shown.length === 0) return element('p', { class: 'muted' }, texts.empty);
    const now = new Date();
    const list = element('ul', { class: 'notification-list' });
    for (const item of shown) {
      const isNew = item.unread || fresh.has(item.id);
      const body = item.link ? element('a', { href: item.link }) : element('div', { class: 'notification-body' });
      // A notification's words are the user's content, in whatever language: isolated from the interface's direction.
      body.append(element('strong', { dir: 'auto' }, item.title ?? texts.generic));
      if (isNew) body.append(element('span', { class: 'badge notification-new' }, texts.new));
      if (item.message) body.append(element('span', { dir: 'auto' }, item.message));
      if (item.timestamp) {
        body.append(element('time', { datetime: item.timestamp.toISOString() }, notificationTime(item.timestamp, now, language as Language, texts.justNow)));
      }
      list.append(element('li', { 'data-unread': String(item.unread), 'data-testid': 'notification' }, body));
    }
    return list;
  }

  async function load() {
    const result = await callApi<unknown>('GET', '/api/users/notifications').catch(() => null);
    if (result?.ok) items = readNotifications(result.data);
  }

  async function markAllRead() {
    const unread = items.filter((item) => item.unread).map((item) => item.id);
    const result = await callApi('PUT', '/api/users/notifications/read').catch(() => null);
    if (!result?.ok) return;
    fresh = new Set([...fresh, ...unread]);
    items = items.map((item) => ({ ...item, unread: false }));
    show(true);
  }

  const bellPopup = popup(bell, button, panel, {
    onOpen() {
      show(false);
      panel.focus();
      if (items.some((item) => item.unread)) void markAllRead();
    },
  });
  panel.tabIndex = -1;
  bell.querySelector('[data-view-all]')!.addEventListener('click', () => {
    bellPopup.close(false);
    show(false);
    dialog.showModal();
    void load().then(() => show(false));
  });
  markAll.addEventListener('click', () => void markAllRead());
  dialog.querySelector('[data-close-dialog]')!.addEventListener('click', () => dialog.close());
  // A press on the dimmed page beside the dialog closes it, as on the drawer.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });

  void load().then(() => show(false));
}

// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogues, translatorFor } from '@halaqa/shared/i18n/index';
import { NotificationBell } from './NotificationBell';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// jsdom has no CSS.escape; React Aria calls it with plain meta names only ("csp-nonce").
globalThis.CSS ??= { escape: (value: string) => value } as typeof CSS;

const { notifications: texts } = catalogues.en;
const MALFORMED_LIST = [
  { id: 'a', title: 'New follower', message: 'Omar started following you.', link: '/users/1/scores', timestamp: new Date().toISOString(), unread: true },
  { id: 'b', title: { html: '<b>' }, message: null, link: 'javascript:alert(1)', timestamp: 'infinity', unread: true },
  { title: 'no id' },
  'not a row',
];

let host: HTMLDivElement;
let root: Root;
let marked = 0;

beforeEach(() => {
  marked = 0;
  // The server's two calls: the list above, and the read marking.
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_path, init) => {
    if (init?.method === 'PUT') {
      marked += 1;
      return new Response('true');
    }
    return new Response(JSON.stringify(MALFORMED_LIST));
  });
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  // Unmounted, not only emptied: a dialog left mounted keeps React Aria's focus timer (500 ms),
  // which fired in the next test file of this worker, one without a document.
  act(() => root.unmount());
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

// React Aria places the popover and the dialog at the end of the body, outside the bell's host.
const button = (name: string) => [...document.querySelectorAll('button')].find((element) => element.textContent === name)!;

describe('the bell', () => {
  it('shows malformed rows generically, without their links, and marks read visibly', async () => {
    await act(async () => root.render(<NotificationBell language="en" t={translatorFor('en')} />));
    expect(host.querySelector('[data-testid="unread-dot"]')?.textContent).toBe('2');

    await act(async () => host.querySelector<HTMLButtonElement>('.notification-bell > button')!.click());
    const popover = document.querySelector(`[role="dialog"][aria-label="${texts.bell}"]`)!;
    expect(marked).toBe(1);
    expect(host.querySelector('[data-testid="unread-dot"]')).toBeNull();
    expect(popover.querySelector('[role="status"]')?.textContent).toBe(texts.markedRead);
    const entries = [...popover.querySelectorAll('[data-testid="notification"]')];
    expect(entries.map((entry) => entry.querySelector('strong')?.textContent)).toEqual(['New follower', texts.generic]);
    expect(entries.every((entry) => entry.textContent?.includes(texts.new))).toBe(true);
    expect([...popover.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['/users/1/scores']);
    expect(entries[1]!.querySelector('time')).toBeNull();
  });

  it('opens a titled dialog that fetches again and offers "mark all as read" while any is unread', async () => {
    await act(async () => root.render(<NotificationBell language="en" t={translatorFor('en')} />));
    await act(async () => host.querySelector<HTMLButtonElement>('.notification-bell > button')!.click());
    await act(async () => button(texts.viewAll).click());
    const dialog = document.querySelector<HTMLElement>(`[role="dialog"]:not([aria-label])`)!;
    expect(document.querySelector(`[aria-label="${texts.bell}"]`)).toBeNull();
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe(texts.allTitle);
    // The list came again with both unread (as if they had arrived since): the button shows, and works.
    await act(async () => button(texts.markAllRead).click());
    expect(marked).toBe(2);
    expect(button(texts.markAllRead)).toBeUndefined();
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe(texts.markedRead);
  });
});

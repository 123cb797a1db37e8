import { useEffect, useRef, useState } from 'react';
import type { Language, Translate } from '@halaqa/shared/i18n/index';
import { notificationTime } from '@halaqa/shared/notification-time';
import { callApi } from '../api-client';
import { useHydrated } from '../use-hydrated';
import { Icon } from './Icon';

interface Notification {
  id: string;
  title: string;
  message: string;
  link: string;
  timestamp: string;
  unread: boolean;
}

/** platform-core §9: the popover shows the first 6; the dialog shows all. */
const POPOVER_COUNT = 6;

function NotificationList({ items, language, t }: { items: Notification[]; language: Language; t: Translate }) {
  if (items.length === 0) return <p className="muted">{t('notifications.empty')}</p>;
  const now = new Date();
  return (
    <ul className="notification-list">
      {items.map((item) => (
        <li key={item.id} data-unread={item.unread}>
          <a href={item.link || '#'}>
            <strong>{item.title}</strong>
            <span>{item.message}</span>
            <time dateTime={item.timestamp}>{notificationTime(item.timestamp, now, language, t('notifications.justNow'))}</time>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The bell (platform-core §2, §4): a red dot while anything is unread; opening it marks all read
 * (server first, then here); "view all" opens a dialog with every notification.
 */
export function NotificationBell({ language, t }: { language: Language; t: Translate }) {
  const hydrated = useHydrated();
  const [items, setItems] = useState<Notification[]>([]);
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const anyUnread = items.some((item) => item.unread);

  useEffect(() => {
    callApi<Notification[]>('GET', '/api/users/notifications')
      .then((result) => result.ok && result.data && setItems(result.data))
      .catch(() => null);
  }, []);

  async function markAllRead() {
    const result = await callApi('PUT', '/api/users/notifications/read').catch(() => null);
    if (result?.ok) setItems((current) => current.map((item) => ({ ...item, unread: false })));
  }

  function toggle() {
    const opening = !open;
    setOpen(opening);
    if (opening && anyUnread) void markAllRead();
  }

  return (
    <div className="notification-bell">
      <button type="button" disabled={!hydrated} className="icon-button" aria-expanded={open} onClick={toggle} aria-label={anyUnread ? t('notifications.unread') : t('notifications.bell')}>
        <Icon name="bell" />
        {anyUnread ? <span className="red-dot" data-testid="unread-dot" /> : null}
      </button>
      {open ? (
        <div className="popover" role="region" aria-label={t('notifications.bell')}>
          <NotificationList items={items.slice(0, POPOVER_COUNT)} language={language} t={t} />
          <button type="button" className="link-button" onClick={() => dialog.current?.showModal()}>
            {t('notifications.viewAll')}
          </button>
        </div>
      ) : null}
      <dialog ref={dialog} className="notification-dialog" aria-label={t('notifications.bell')}>
        <NotificationList items={items} language={language} t={t} />
        <div className="actions">
          {anyUnread ? (
            <button type="button" onClick={() => void markAllRead()}>
              {t('notifications.markAllRead')}
            </button>
          ) : null}
          <button type="button" className="link-button" onClick={() => dialog.current?.close()}>
            {t('notifications.close')}
          </button>
        </div>
      </dialog>
    </div>
  );
}

import { useContext, useEffect, useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, I18nProvider, Modal, ModalOverlay, Popover } from 'react-aria-components';
import type { Language, Translate } from '@halaqa/shared/i18n/index';
import { notificationTime } from '@halaqa/shared/notification-time';
import { callApi } from '../api-client';
import { useHydrated } from '../use-hydrated';
import { Icon } from './Icon';
import { InertTrigger } from './InertTrigger';
import { PopoverContainer } from './popover-container';
import { readNotifications, type BellNotification } from './notification-items';

/** platform-core §9: the popover shows the first 6; the dialog shows all. */
const POPOVER_COUNT = 6;

interface ListProps {
  items: BellNotification[];
  /** Ids unread when the bell was opened: still marked "new" once they are read. */
  fresh: ReadonlySet<string>;
  language: Language;
  t: Translate;
}

function NotificationEntry({ item, isNew, now, language, t }: { item: BellNotification; isNew: boolean; now: Date; language: Language; t: Translate }) {
  const content = (
    <>
      {/* A notification's words are the user's content, in whatever language: isolated from the interface's direction. */}
      <strong dir="auto">{item.title ?? t('notifications.generic')}</strong>
      {isNew ? <span className="badge notification-new">{t('notifications.new')}</span> : null}
      {item.message ? <span dir="auto">{item.message}</span> : null}
      {item.timestamp ? <time dateTime={item.timestamp.toISOString()}>{notificationTime(item.timestamp, now, language, t('notifications.justNow'))}</time> : null}
    </>
  );
  return item.link ? <a href={item.link}>{content}</a> : <div className="notification-body">{content}</div>;
}

function NotificationList({ items, fresh, language, t }: ListProps) {
  if (items.length === 0) return <p className="muted">{t('notifications.empty')}</p>;
  const now = new Date();
  return (
    <ul className="notification-list">
      {items.map((item) => (
        <li key={item.id} data-unread={item.unread} data-testid="notification">
          <NotificationEntry item={item} isNew={item.unread || fresh.has(item.id)} now={now} language={language} t={t} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The bell (platform-core §2, §4): a red dot while anything is unread, holding how many (issue
 * #14: a batched notification counts once however many events it gathers). Opening it marks all
 * read (server first, then here), visibly (issue #15): the dot goes, the popover says so, and
 * what was unread keeps its "new" mark while the page is open. "View all" opens a titled dialog
 * with every notification, fetched again (some may have come since), and "mark all as read"
 * while any is unread. Rows are read defensively (notification-items.ts): bad data never breaks
 * the header.
 */
export function NotificationBell({ language, t }: { language: Language; t: Translate }) {
  const hydrated = useHydrated();
  const [items, setItems] = useState<BellNotification[]>([]);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [justMarked, setJustMarked] = useState(false);
  const [open, setOpen] = useState(false);
  const [allOpen, setAllOpen] = useState(false);
  const portalContainer = useContext(PopoverContainer);
  const unreadCount = items.filter((item) => item.unread).length;
  const anyUnread = unreadCount > 0;

  async function load() {
    const result = await callApi<unknown>('GET', '/api/users/notifications').catch(() => null);
    if (result?.ok) setItems(readNotifications(result.data));
  }

  useEffect(() => {
    void load();
  }, []);

  async function markAllRead() {
    const unread = items.filter((item) => item.unread).map((item) => item.id);
    const result = await callApi('PUT', '/api/users/notifications/read').catch(() => null);
    if (!result?.ok) return;
    setFresh((current) => new Set([...current, ...unread]));
    setItems((current) => current.map((item) => ({ ...item, unread: false })));
    setJustMarked(true);
  }

  function openChange(opening: boolean) {
    setOpen(opening);
    setJustMarked(false);
    if (opening && anyUnread) void markAllRead();
  }

  function viewAll() {
    setOpen(false);
    setJustMarked(false);
    setAllOpen(true);
    void load();
  }

  const markedNote = (
    <p role="status" className="muted notification-status">
      {justMarked ? t('notifications.markedRead') : null}
    </p>
  );

  // Named by its (visually hidden) text, not aria-label: the visible count must be part of the name (axe).
  const bellContent = (
    <>
      <Icon name="bell" />
      <span className="visually-hidden">{anyUnread ? t('ownerNotifications.bellUnread', { count: unreadCount }) : t('notifications.bell')}</span>
      {anyUnread ? (
        <span className="red-dot" data-testid="unread-dot" aria-hidden="true">
          {unreadCount}
        </span>
      ) : null}
    </>
  );
  // Until React runs, the bell's button alone: the notifications are fetched by the browser anyway.
  if (!hydrated) {
    return (
      <InertTrigger wrapperClass="notification-bell" buttonClass="icon-button">
        {bellContent}
      </InertTrigger>
    );
  }
  return (
    <I18nProvider locale={language}>
      <div className="notification-bell">
        <DialogTrigger isOpen={open} onOpenChange={openChange}>
          <Button className="icon-button">{bellContent}</Button>
          {/* React Aria places it beside the bell and shifts it to stay on the screen (issue #15: from the drawer it opened off-screen). */}
          <Popover className="popover bell-popover" placement="bottom end" UNSTABLE_portalContainer={portalContainer}>
            <Dialog aria-label={t('notifications.bell')} className="popover-dialog">
              {markedNote}
              <NotificationList items={items.slice(0, POPOVER_COUNT)} fresh={fresh} language={language} t={t} />
              <Button className="link-button" onPress={viewAll}>
                {t('notifications.viewAll')}
              </Button>
            </Dialog>
          </Popover>
        </DialogTrigger>
        <ModalOverlay isOpen={allOpen} onOpenChange={setAllOpen} isDismissable className="modal-backdrop">
          <Modal className="modal-card notification-dialog">
            <Dialog className="notification-dialog-body">
              <Heading slot="title">{t('notifications.allTitle')}</Heading>
              {markedNote}
              <NotificationList items={items} fresh={fresh} language={language} t={t} />
              <div className="actions">
                {anyUnread ? <Button onPress={() => void markAllRead()}>{t('notifications.markAllRead')}</Button> : null}
                <Button slot="close" className="link-button">
                  {t('notifications.close')}
                </Button>
              </div>
            </Dialog>
          </Modal>
        </ModalOverlay>
      </div>
    </I18nProvider>
  );
}

import type { Translate } from '@halaqa/shared/i18n/index';
import { Icon } from './Icon';

/**
 * The bell (platform-core §2, §4) as the server draws it: the button (disabled until
 * header-bell.ts runs), its closed popover and its "view all" dialog, with every text the
 * script needs in the page's language (data attributes; `{{count}}` is filled in the browser).
 * The script lists the notifications, shows the unread count and marks them read on opening
 * (issue #44 item 14: no React in a signed-in page's header).
 */
export function NotificationBell({ t }: { t: Translate }) {
  const list = <div className="notification-list-host" data-notification-list="" />;
  const status = <p role="status" className="muted notification-status" data-marked-status="" />;
  return (
    <div
      className="notification-bell"
      data-bell=""
      data-name={t('notifications.bell')}
      data-name-unread={t('ownerNotifications.bellUnread', { count: '{{count}}' })}
      data-generic={t('notifications.generic')}
      data-new={t('notifications.new')}
      data-just-now={t('notifications.justNow')}
      data-empty={t('notifications.empty')}
      data-marked-read={t('notifications.markedRead')}
    >
      {/* Named by its (visually hidden) text, not aria-label: the visible count must be part of the name (axe). */}
      <button type="button" className="icon-button" disabled aria-haspopup="dialog" aria-expanded="false">
        <Icon name="bell" />
        <span className="visually-hidden" data-bell-name="">
          {t('notifications.bell')}
        </span>
      </button>
      <div className="popover bell-popover popover-dialog" role="dialog" aria-label={t('notifications.bell')} hidden>
        {status}
        {list}
        <button type="button" className="link-button" data-view-all="">
          {t('notifications.viewAll')}
        </button>
      </div>
      <dialog className="modal-card notification-dialog" aria-labelledby="all-notifications-title">
        <div className="notification-dialog-body">
          <h2 id="all-notifications-title">{t('notifications.allTitle')}</h2>
          {status}
          {list}
          <div className="actions">
            <button type="button" data-mark-all="" hidden>
              {t('notifications.markAllRead')}
            </button>
            <button type="button" className="link-button" data-close-dialog="">
              {t('notifications.close')}
            </button>
          </div>
        </div>
      </dialog>
    </div>
  );
}

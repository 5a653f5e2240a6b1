import { createFormatters } from '@stowly/booking';
import { useTranslation } from '@stowly/booking/react';
import { type ReactNode, useId } from 'react';
import { Link } from '../Link';
import { partClassName, type StowlyPart, useStowlyTheme } from '../theme/StowlyThemeProvider';

/** The kind of a portal notification. */
export type PortalNotificationType = 'info' | 'warning' | 'success' | 'error';

/**
 * One notification as `GET /customer-portal/notification` returns it (`Notification`); pass the
 * API objects as they are. The id is the API's integer.
 */
export interface PortalNotificationData {
  /** The notification id (integer). */
  id: number;
  /** The tenant's title, shown as text. */
  title: string;
  /** The tenant's message, plain text (never HTML); line breaks are kept. */
  text: string;
  /** Its kind, written to `data-type` and said in words for warnings and errors. */
  type: PortalNotificationType;
  /** When it was sent: an RFC 3339 timestamp in UTC. */
  createdAt: string;
  /** Whether the customer has read it; unread ones say "New". */
  read: boolean;
  /** The invoice it is about (an overdue reminder), or null. */
  invoiceId?: number | null;
}

/** Props of {@link NotificationsList}. */
export interface NotificationsListProps {
  /** The notifications, newest first as the API sends them. */
  notifications: readonly PortalNotificationData[];
  /**
   * Whether the notifications are loading.
   * @default false
   */
  isLoading?: boolean;
  /**
   * The BCP 47 locale for dates.
   * @default the locale of the nearest `I18nProvider`
   */
  locale?: string;
  /**
   * The IANA time zone the dates are shown in, such as the location's `timeZone`. Pass it on a page
   * rendered on a server too: the server's time zone is not the browser's, and the dates would
   * differ between the server's HTML and the render that hydrates it.
   * @default the browser's time zone (the server's, in a server render)
   */
  timeZone?: string;
  /**
   * The heading level of "Notifications"; each notification's title is one level below.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4 | 5;
  /**
   * Where the person pays the invoice a notification is about (its `invoiceId`), or null when it
   * cannot be paid there. Without this prop no notification has a pay link.
   */
  getPayHref?: (notification: PortalNotificationData) => string | null | undefined;
}

/**
 * The customer's notifications: title, date, the tenant's text (as plain text, never HTML), an
 * "Unread" marker and the kind in words for warnings and errors, so nothing is said by colour alone.
 * With `getPayHref`, a notification about an invoice (an overdue reminder) links to paying it.
 * Shows an empty state and a loading state. Loads nothing and marks nothing as read.
 *
 * Parts: `stowly-NotificationsList` (`aria-busy` while loading), `stowly-NotificationsListTitle`,
 * `stowly-NotificationsListStatus`, `stowly-NotificationsListItems`, `stowly-NotificationsListItem`
 * (`data-type`, `data-unread`), `stowly-NotificationsListItemTitle`,
 * `stowly-NotificationsListItemMeta`, `stowly-NotificationsListItemText`,
 * `stowly-NotificationsListEmpty`, and `stowly-Link` for the pay link.
 */
export function NotificationsList(props: NotificationsListProps): ReactNode {
  const { notifications, isLoading = false } = props;
  const i18n = useTranslation();
  const { t } = i18n;
  const { elements } = useStowlyTheme();
  const { formatDay } = props.locale ? createFormatters(props.locale) : i18n;
  const headingId = useId();
  const level = props.headingLevel ?? 2;
  const Heading = `h${level}` as const;
  const ItemHeading = `h${level + 1}` as 'h3';
  const part = (name: StowlyPart) => partClassName(name, elements);

  return (
    <section
      className={part('NotificationsList')}
      aria-labelledby={headingId}
      aria-busy={isLoading || undefined}
    >
      <Heading id={headingId} className={part('NotificationsListTitle')}>
        {t('ui.portal.notificationsList.title')}
      </Heading>
      <p className={part('NotificationsListStatus')} role="status">
        {isLoading ? t('ui.portal.notificationsList.loading') : null}
      </p>
      {notifications.length > 0 ? (
        <ul className={part('NotificationsListItems')}>
          {notifications.map((notification) => {
            const marks = [
              notification.read ? null : t('ui.portal.notificationsList.unread'),
              notification.type === 'warning' || notification.type === 'error'
                ? t(`ui.portal.notificationsList.${notification.type}`)
                : null,
            ].filter(Boolean);
            const payHref = notification.invoiceId ? props.getPayHref?.(notification) : null;
            return (
              <li
                key={notification.id}
                className={part('NotificationsListItem')}
                data-type={notification.type}
                data-unread={notification.read ? undefined : true}
              >
                <ItemHeading className={part('NotificationsListItemTitle')}>{notification.title}</ItemHeading>
                <p className={part('NotificationsListItemMeta')}>
                  <time dateTime={notification.createdAt}>
                    {formatDay(notification.createdAt, { timeZone: props.timeZone })}
                  </time>
                  {marks.map((mark) => (
                    <span key={mark}>{` · ${mark}`}</span>
                  ))}
                </p>
                <p className={part('NotificationsListItemText')}>{notification.text}</p>
                {payHref ? (
                  <p>
                    <Link href={payHref}>{t('ui.portal.notificationsList.payInvoice')}</Link>
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : isLoading ? null : (
        <p className={part('NotificationsListEmpty')}>{t('ui.portal.notificationsList.empty')}</p>
      )}
    </section>
  );
}

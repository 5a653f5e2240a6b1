import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
  useTranslation,
} from '@stowly/booking/react';
import { Link, NotificationPreferencesForm } from '@stowly/ui';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../app/usePageTitle';
import { accountOverviewPath } from '../../portal/portalPath';
import { LoadFailure, LoadingStatus } from '../../routes/LoadingStatus';
import '../booking/bookingPages.css';
import './portal.css';

/**
 * `/customer-portal/notifications`: the customer's notification preferences, email and SMS by
 * invoices, reminders and news and offers (`NotificationPreferencesForm`), saved as a whole.
 */
export default function NotificationPreferencesPage(): ReactNode {
  const { t } = useTranslation();
  const title = t('ui.portal.notificationPreferences.title');
  usePageTitle(title);
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();

  let content: ReactNode;
  if (preferences.data) {
    content = (
      <NotificationPreferencesForm
        preferences={preferences.data}
        onSave={(channels) => save.mutateAsync(channels)}
      />
    );
  } else if (preferences.isError) {
    content = (
      <LoadFailure
        message={t('ui.portal.notificationPreferences.loadFailed')}
        onRetry={() => void preferences.refetch()}
      />
    );
  } else {
    content = <LoadingStatus />;
  }
  return (
    <div className="web-PortalPage">
      <header className="web-PageHeader">
        <h1>{title}</h1>
        <p>{t('ui.portal.notificationPreferences.intro')}</p>
      </header>
      {content}
      <p className="web-PortalBack">
        <Link href={accountOverviewPath()}>{t('web.portal.backToOverview')}</Link>
      </p>
    </div>
  );
}

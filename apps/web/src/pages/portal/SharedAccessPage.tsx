import type { Schema } from '@stowly/api-client';
import { useAddManager, useRemoveManager, useSharedAccess, useTranslation } from '@stowly/booking/react';
import { Link, SharedAccessList } from '@stowly/ui';
import { type ReactNode, useState } from 'react';
import { usePageTitle } from '../../app/usePageTitle';
import { accountOverviewPath } from '../../portal/portalPath';
import { usePortalRouteLocation } from '../../portal/usePortalRouteLocation';
import { NotFoundRoute } from '../../routes/StatusRoutes';
import { PortalListFailure } from './PortalListFailure';
import '../booking/bookingPages.css';
import './portal.css';

/**
 * `/customer-portal/account-overview/{locationId}/shared-access` (behind the has-shared-access
 * guard): the people who may manage the customer's account at the location, five a page, with
 * inviting (`POST`) and removing (`DELETE`) one.
 */
export default function SharedAccessPage(): ReactNode {
  const { location } = usePortalRouteLocation();
  // The guard shows this page only for a location of the customer's that allows shared access.
  return location ? <SharedAccess location={location} /> : <NotFoundRoute />;
}

function SharedAccess(props: { location: Schema<'PortalLocation'> }): ReactNode {
  const { location } = props;
  const { t, locale } = useTranslation();
  const title = t('web.portal.sharedAccess.title', { location: location.name });
  usePageTitle(title);
  const [page, setPage] = useState(1);
  const managers = useSharedAccess(location.id, page);
  const addManager = useAddManager(location.id);
  const removeManager = useRemoveManager(location.id);

  // Removing the last person of the last page: show the page that is now the last.
  const lastPage = managers.data?.lastPage;
  if (lastPage !== undefined && !managers.isPlaceholderData && page > lastPage) setPage(lastPage);

  let content: ReactNode;
  if (managers.data === undefined && managers.isError) {
    content = (
      <PortalListFailure
        title={t('ui.portal.sharedAccessList.title')}
        message={t('web.portal.sharedAccess.loadError')}
        onRetry={() => void managers.refetch()}
      />
    );
  } else {
    content = (
      <SharedAccessList
        managers={managers.data?.data ?? []}
        page={managers.data?.page ?? page}
        lastPage={managers.data?.lastPage ?? 1}
        onPageChange={setPage}
        isLoading={managers.isPending || managers.isPlaceholderData}
        onAdd={(manager) => addManager.mutateAsync(manager)}
        onRemove={(manager) => removeManager.mutateAsync({ managerId: manager.id })}
        locale={locale}
        timeZone={location.timeZone}
      />
    );
  }
  return (
    <div className="web-PortalPage">
      <header className="web-PageHeader">
        <h1>{title}</h1>
      </header>
      {content}
      <p className="web-PortalBack">
        <Link href={accountOverviewPath(location.id)}>{t('web.portal.backToOverview')}</Link>
      </p>
    </div>
  );
}

import { readProviderSession } from '@stowly/booking/checkout';
import { useTranslation } from '@stowly/booking/react';
import { StatusPage } from '@stowly/ui';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../app/usePageTitle';
import { withLang } from '../../flow/withLang';
import { DIGITS } from '../../routes/locationIdFromPath';
import { ReplaceWith } from '../../routes/ReplaceWith';
import { useSearchParams } from '../../routes/useSearchParams';
import '../booking/bookingPages.css';

/**
 * `/customer-portal/redirect/id-check`: the public landing of the identity check, for a check that
 * was finished outside the checkout (on another device, from a link). When the query names the
 * location, the basket and the provider's session, it forwards to that checkout's return route,
 * where the server reads the outcome; otherwise it says the check is done and where to continue.
 */
export default function IdCheckRedirectPage(): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t('web.checkout.idCheckRedirect.title'));
  const [searchParams] = useSearchParams();
  const locationId = searchParams.get('locationId') ?? '';
  const basketId = searchParams.get('basketId') ?? '';
  const session = readProviderSession(searchParams);
  if (DIGITS.test(locationId) && DIGITS.test(basketId) && session !== null) {
    const target = `/${locationId}/checkout/id-check/${basketId}?session=${encodeURIComponent(session)}`;
    return <ReplaceWith to={withLang(target, searchParams.get('lang'))} />;
  }
  return (
    <div className="web-BookingPage">
      <StatusPage
        tone="success"
        title={t('web.checkout.idCheckRedirect.title')}
        text={t('web.checkout.idCheckRedirect.text')}
        primaryAction={{ label: t('ui.checkout.resultSummary.portalLink'), href: '/customer-portal' }}
      />
    </div>
  );
}

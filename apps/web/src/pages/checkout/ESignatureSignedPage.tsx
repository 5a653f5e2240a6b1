import { useCheckout, useTranslation } from '@stowly/booking/react';
import { StatusPage } from '@stowly/ui';
import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { usePageTitle } from '../../app/usePageTitle';
import { checkoutRootPath } from '../../checkout/checkoutPath';
import { LoadingStatus } from '../../routes/LoadingStatus';
import '../booking/bookingPages.css';

/**
 * `/{locationId}/esignature-signed`: the signature is complete (a provider that finishes on its
 * own page sends the customer here). With a checkout in this tab it offers to continue it; the
 * step is read from the server there.
 */
export default function ESignatureSignedPage(): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t('web.checkout.signed.title'));
  const locationId = Number(useParams().locationId);
  const { basketId, isRestored } = useCheckout();
  // Whether this tab has a checkout is known in the browser only.
  if (!isRestored) return <LoadingStatus />;
  return (
    <div className="web-BookingPage">
      <StatusPage
        tone="success"
        title={t('web.checkout.signed.title')}
        text={t(basketId === null ? 'web.checkout.signed.closeText' : 'web.checkout.signed.text')}
        primaryAction={
          basketId === null
            ? undefined
            : { label: t('web.checkout.signed.continue'), href: checkoutRootPath(locationId) }
        }
      />
    </div>
  );
}

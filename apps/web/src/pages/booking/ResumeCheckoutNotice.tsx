import { useOpenCheckout } from '@stowly/booking/react';
import { OpenCheckoutNotice } from '@stowly/ui';
import type { ReactNode } from 'react';
import { focusNewPage } from '../../app/focusNewPage';
import { continueCheckoutPath } from '../../checkout/checkoutPath';
import { useFlowNavigation } from '../../flow/useFlowNavigation';

/**
 * The booking in progress of this browser at the location (any tab's), on the location's booking
 * pages while its hold lasts: "Continue booking" opens its checkout (`/{locationId}/checkout/{basketId}`),
 * "Start over" releases it at once (its unit is free again) and the page goes on without it. A
 * failed release keeps the notice, with an alert; nothing is lost. Renders nothing without one.
 */
export function ResumeCheckoutNotice(): ReactNode {
  const { locationId } = useFlowNavigation();
  const { openCheckout, startOver, isStartingOver, startOverError, forget } = useOpenCheckout();
  if (!openCheckout || openCheckout.locationId !== locationId) return null;
  return (
    <OpenCheckoutNotice
      expiresAt={openCheckout.expiresAt}
      {...(openCheckout.unitTypeName !== undefined && { unitTypeName: openCheckout.unitTypeName })}
      continueHref={continueCheckoutPath(locationId, openCheckout.basketId)}
      onStartOver={() => {
        void startOver().then((released) => {
          // The notice and its button are gone: the focus goes to the page's heading.
          if (released) focusNewPage(null);
        });
      }}
      isStartingOver={isStartingOver}
      hasStartOverError={startOverError !== null}
      onExpire={() => forget(openCheckout.basketId)}
    />
  );
}

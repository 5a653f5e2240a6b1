import { useTranslation } from '@stowly/booking/react';
import type { ReactNode } from 'react';
import { PageAside } from '../../app/PageAside';
import { useLoadingIndicator } from '../../app/pageReadiness';
import '../booking/bookingPages.css';
import './checkoutPages.css';

/** A grey placeholder block; `shape` picks its size in checkoutPages.css. */
function Block(props: { shape: string }): ReactNode {
  return <div className="stowly-AppSkeletonBlock web-CheckoutSkeletonBlock" data-shape={props.shape} />;
}

/**
 * The checkout page's placeholder while the page gets ready: after a provider's return (3-D Secure,
 * signing, identity check) the browser loads the page anew, and the tab's checkout, the checkout's
 * messages and the basket's state are read before the step shows. It has the checkout's shape (title,
 * step indicator, the step's panel and the summary beside it), so the page that replaces it does
 * not jump. It is `aria-busy` and says "Loading the page…" once to assistive technology; the grey
 * blocks are hidden from it and shimmer unless the person prefers reduced motion.
 */
export function CheckoutSkeleton(): ReactNode {
  useLoadingIndicator();
  const { t } = useTranslation();
  return (
    <div className="web-BookingPage web-CheckoutPage web-CheckoutSkeleton" aria-busy="true">
      <p className="web-CheckoutSkeletonStatus" role="status">
        {t('web.loadingPage')}
      </p>
      <div className="web-CheckoutSkeletonMain" aria-hidden="true">
        <Block shape="title" />
        <Block shape="steps" />
        <Block shape="text" />
        <Block shape="panel" />
      </div>
      <PageAside>
        <div className="web-CheckoutSkeletonAside" aria-hidden="true">
          <Block shape="summary" />
        </div>
      </PageAside>
    </div>
  );
}

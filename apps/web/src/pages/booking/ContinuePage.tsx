import { nextOptionsSection } from '@stowly/booking';
import {
  useBookingState,
  useDraftRestoreStatus,
  useFurthestAllowedStep,
  useMoveInDateWindow,
  useTranslation,
} from '@stowly/booking/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { usePageTitle } from '../../app/usePageTitle';
import { useFlowNavigation } from '../../flow/useFlowNavigation';
import { Loading } from '../../routes/LoadingStatus';
import './bookingPages.css';

/**
 * `/{locationId}/continue`: continues an earlier booking. Once the saved draft is restored (or
 * found missing) and the location's dates are known, the visitor is sent to the furthest step the
 * draft allows, replacing this entry in the history.
 */
export default function ContinuePage(): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t('web.flow.continue.title'));
  const { goTo } = useFlowNavigation();
  const restoreStatus = useDraftRestoreStatus();
  const dates = useMoveInDateWindow();
  const step = useFurthestAllowedStep();
  const section = useBookingState((state) =>
    nextOptionsSection(state, dates ? { moveInDateWindow: dates } : {}),
  );
  const ready = restoreStatus !== 'pending' && dates !== null;

  const sent = useRef(false);
  useEffect(() => {
    if (!ready || sent.current) return;
    sent.current = true;
    goTo({ step, ...(step === 'options' && section && { section }) }, { replace: true });
  }, [ready, step, section, goTo]);

  return (
    <div className="web-BookingPage">
      <h1>{t('web.flow.continue.title')}</h1>
      <Loading message={t('web.flow.loading')} />
    </div>
  );
}

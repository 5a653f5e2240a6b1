import { nextOptionsSection, toSelectedUnitType } from '@stowly/booking';
import {
  useBookingActions,
  useBookingStore,
  useDraftRestoreStatus,
  useMoveInDateWindow,
  useTranslation,
  useUnitType,
} from '@stowly/booking/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { usePageTitle } from '../../app/usePageTitle';
import { useFlowNavigation } from '../../flow/useFlowNavigation';
import { LoadFailure, Loading } from '../../routes/LoadingStatus';
import { WithoutScript } from '../../routes/WithoutScript';
import { OptionsPreview } from './OptionsPreview';
import './bookingPages.css';

/**
 * `/{locationId}/unit-type/{unitTypeId}`: pre-selects the unit type of the path and replaces the
 * route with its options. The unit type must belong to the location, otherwise the page is not
 * found. Waits for a saved draft to be restored first, so the restore does not replace the choice.
 * A reader without JavaScript gets the unit type's options read-only (`OptionsPreview`).
 */
export default function UnitTypePage(): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t('web.flow.unitType.title'));
  const navigation = useFlowNavigation();
  const { locationId, unitTypeId, goTo, goToPath } = navigation;
  const actions = useBookingActions();
  const store = useBookingStore();
  const restoreStatus = useDraftRestoreStatus();
  const dates = useMoveInDateWindow();
  const unitType = useUnitType(unitTypeId);

  const notFound =
    unitTypeId === null ||
    unitType.error?.status === 404 ||
    (unitType.data !== undefined && unitType.data.locationId !== locationId);
  const ready = restoreStatus !== 'pending' && dates !== null && unitType.data !== undefined && !notFound;
  useEffect(() => {
    if (notFound) goToPath('/404', { replace: true });
  }, [notFound, goToPath]);
  const done = useRef(false);
  useEffect(() => {
    if (!ready || !unitType.data || done.current) return;
    done.current = true;
    const chosen = unitType.data;
    // A deep link beats the category filter: a type outside the chosen category is shown unfiltered.
    const category = store.getState().unitTypeCategory;
    if (category && !chosen.categoryIds.includes(category.id)) actions.selectUnitTypeCategory(null);
    actions.selectUnitType(toSelectedUnitType(chosen));
    const section = nextOptionsSection(store.getState(), { moveInDateWindow: dates });
    goTo({ step: 'options', unitTypeId: chosen.id, ...(section && { section }) }, { replace: true });
  }, [ready, unitType.data, dates, store, actions, goTo]);

  return (
    <div className="web-BookingPage">
      <h1>{t('web.flow.unitType.title')}</h1>
      {unitType.isError && !notFound ? (
        <LoadFailure message={t('web.flow.unitType.loadError')} onRetry={() => void unitType.refetch()} />
      ) : (
        <Loading message={t('web.flow.unitType.loading')} />
      )}
      {unitTypeId !== null && !notFound ? (
        <WithoutScript>
          <OptionsPreview unitTypeId={unitTypeId} />
        </WithoutScript>
      ) : null}
    </div>
  );
}

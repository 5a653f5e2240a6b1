import { toSelectedUnitType } from '@stowly/booking';
import {
  useAvailability,
  useBookingActions,
  useBookingLocation,
  useBookingState,
  useTranslation,
  useUnitType,
  useUnitTypes,
} from '@stowly/booking/react';
import { StatusPage, type StatusPageAction, UnitTypeList, unitTypeCardData } from '@stowly/ui';
import { type ReactNode, useEffect, useId } from 'react';
import { useParams } from 'wouter';
import { usePageTitle } from '../../app/usePageTitle';
import { useFlowNavigation } from '../../flow/useFlowNavigation';
import './bookingPages.css';

/** A real `YYYY-MM-DD` day, or null. */
function parseDay(value: string | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? value
    : null;
}

/**
 * `/{locationId}/unit-type/{unitTypeId}/options/not-available/{moveInDate}`: the unit type has no
 * free unit from that date. Offers the next free date when the availability check knows one,
 * choosing another date (back to the options' move-in date) and the location's other unit types,
 * which keep the date (`replaceUnitType`).
 */
export default function NotAvailablePage(): ReactNode {
  const { t, formatDay } = useTranslation();
  // A calendar day written out, such as "14 March 2026".
  const longDay = (day: string) => formatDay(day, { dateStyle: 'long' });
  usePageTitle(t('web.flow.notAvailable.title'));
  const navigation = useFlowNavigation();
  const { unitTypeId, goTo, goToPath } = navigation;
  const params = useParams();
  const moveInDate = parseDay(params.moveInDate);
  const location = useBookingLocation();
  const actions = useBookingActions();
  const flowMoveInDate = useBookingState((state) => state.moveInDate);
  const unitType = useUnitType(unitTypeId);
  const availability = useAvailability();
  // The alternatives: the location's other unit types (in the chosen category, if any).
  const unitTypes = useUnitTypes({ page: 1, pageSize: 100 });
  const alternativesId = useId();

  useEffect(() => {
    if (moveInDate === null) goToPath('/404', { replace: true });
  }, [moveInDate, goToPath]);
  if (moveInDate === null) return null;

  const date = longDay(moveInDate);
  const nextDate = flowMoveInDate === moveInDate ? availability.data?.nextAvailableDate : null;

  const chooseDate = (day: string | null) => {
    actions.setMoveInDate(day);
    goTo({ step: 'options', section: 'moveInDate' });
  };
  const primaryAction: StatusPageAction = nextDate
    ? {
        label: t('web.flow.notAvailable.chooseNextDate', { date: longDay(nextDate) }),
        onPress: () => chooseDate(nextDate),
      }
    : { label: t('web.flow.notAvailable.chooseDate'), onPress: () => chooseDate(null) };
  const secondaryAction: StatusPageAction = nextDate
    ? { label: t('web.flow.notAvailable.chooseDate'), onPress: () => chooseDate(null) }
    : { label: t('web.flow.notAvailable.chooseUnitType'), href: navigation.href({ step: 'unit-selection' }) };

  const alternatives = (unitTypes.data?.data ?? []).filter(
    (item) => item.id !== unitTypeId && item.available,
  );
  const text = unitType.data
    ? t('web.flow.notAvailable.text', { name: unitType.data.name, date })
    : t('web.flow.notAvailable.textWithoutName', { date });

  return (
    <div className="web-BookingPage">
      <StatusPage
        tone="warning"
        title={t('web.flow.notAvailable.title')}
        text={
          <>
            {text}
            {nextDate ? ` ${t('web.flow.notAvailable.nextDate', { date: longDay(nextDate) })}` : null}
          </>
        }
        primaryAction={primaryAction}
        secondaryAction={secondaryAction}
      />
      {location && alternatives.length > 0 ? (
        <section className="web-Alternatives" aria-labelledby={alternativesId}>
          <h2 id={alternativesId}>{t('web.flow.notAvailable.alternatives')}</h2>
          <UnitTypeList
            unitTypes={alternatives.map(unitTypeCardData)}
            currency={location.currency.code}
            onSelect={(id) => {
              const chosen = alternatives.find((item) => String(item.id) === id);
              if (!chosen) return;
              // The date stays: the other unit type is checked for it on the options page.
              if (flowMoveInDate !== moveInDate) actions.setMoveInDate(moveInDate);
              actions.replaceUnitType(toSelectedUnitType(chosen));
              goTo({ step: 'options', unitTypeId: chosen.id, section: 'moveInDate' });
            }}
          />
        </section>
      ) : null}
    </div>
  );
}

import { unitTypeQueries } from '@stowly/api-client';
import {
  type BookingPlanChangeRemovals,
  buildBookingEcommerce,
  nextOptionsSection,
  type OptionsSection,
  type SelectedBookingPlan,
} from '@stowly/booking';
import {
  FLOW_INSURANCES_PAGE_SIZE,
  useAvailability,
  useBillingPeriods,
  useBookingActions,
  useBookingLocation,
  useBookingProgress,
  useBookingState,
  useBookingStore,
  useInsurances,
  useMoveInDateWindow,
  useOptionalProducts,
  useTranslation,
  useUnitType,
} from '@stowly/booking/react';
import { BillingPlanSelector, InsuranceSelector, Link, MoveInDatePicker, ProductSelector } from '@stowly/ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useAppServices } from '../../app/useAppServices';
import { useFlowNavigation } from '../../flow/useFlowNavigation';
import { LoadFailure, Loading } from '../../routes/LoadingStatus';
import { useSearchParams } from '../../routes/useSearchParams';
import { useWithoutScript } from '../../routes/WithoutScript';
import { BookingAside, RunningTotal } from './BookingAside';
import { LazyResumeCheckoutNotice } from './LazyResumeCheckoutNotice';
import { OptionsPageHeader, OptionsPreview } from './OptionsPreview';
import { OPTIONS_LISTS_PAGE } from './optionsQueries';
import './bookingPages.css';

const SECTIONS: readonly OptionsSection[] = ['moveInDate', 'billingPeriod', 'insurance', 'products'];

/** The `section` query value, or null when it is none of the sections. */
function parseSection(value: string | null): OptionsSection | null {
  return SECTIONS.find((section) => section === value) ?? null;
}

/**
 * The booking options (`/{locationId}/unit-type/{unitTypeId}/options?section=`): move-in date,
 * billing period, insurance (when the plan has insurances) and products (when the unit type has
 * any), each shown once the one before it is done, with the price beside them. `section` names the
 * section to show: the page scrolls to it and focuses it when the visitor arrives with one, and
 * keeps it at the next open section as sections are completed. A move-in date without a free unit
 * leads to the not-available page. A reader without JavaScript gets the options read-only
 * (`OptionsPreview`).
 */
export default function OptionsPage(): ReactNode {
  const withoutScript = useWithoutScript();
  const { unitTypeId } = useFlowNavigation();
  if (withoutScript && unitTypeId !== null) return <OptionsPreview unitTypeId={unitTypeId} />;
  return <OptionsChoices />;
}

/** The options to choose, each section once the one before it is done. */
function OptionsChoices(): ReactNode {
  const { t } = useTranslation();
  const navigation = useFlowNavigation();
  const { unitTypeId, goToPath, notAvailableHref } = navigation;
  const { tracker, queryClient, client } = useAppServices();
  const location = useBookingLocation();
  const actions = useBookingActions();
  const store = useBookingStore();
  const dates = useMoveInDateWindow();
  const progress = useBookingProgress();
  const unitType = useUnitType(unitTypeId);

  const moveInDate = useBookingState((state) => state.moveInDate);
  const unitAvailable = useBookingState((state) => state.unitAvailable);
  const bookingPlan = useBookingState((state) => state.bookingPlan);
  const insurance = useBookingState((state) => state.insurance);
  const selectedProducts = useBookingState((state) => state.selectedProducts);

  const availability = useAvailability();
  const billingPeriods = useBillingPeriods(OPTIONS_LISTS_PAGE);
  const insurances = useInsurances({ pageSize: FLOW_INSURANCES_PAGE_SIZE });
  const products = useOptionalProducts(OPTIONS_LISTS_PAGE);
  const hasProducts = (products.data?.data.length ?? 0) > 0;
  const next = useBookingState((state) =>
    nextOptionsSection(state, { ...(dates && { moveInDateWindow: dates }), hasProducts }),
  );

  // A date found unavailable while the visitor is here leads to the not-available page; one that
  // was already known to be unavailable on arrival (back from that page) only marks the field.
  const [arrival] = useState(() => {
    const state = store.getState();
    return { moveInDate: state.moveInDate, unitAvailable: state.unitAvailable };
  });
  useEffect(() => {
    if (unitTypeId === null || moveInDate === null || unitAvailable !== false) return;
    if (arrival.moveInDate === moveInDate && arrival.unitAvailable === false) return;
    goToPath(notAvailableHref(unitTypeId, moveInDate));
  }, [unitTypeId, moveInDate, unitAvailable, arrival, goToPath, notAvailableHref]);

  const visible: Record<OptionsSection, boolean> = {
    moveInDate: true,
    billingPeriod: progress.moveInDate,
    insurance: progress.billingPlan && progress.insuranceNeeded,
    products: progress.billingPlan && hasProducts,
  };
  const arrivalSection = useOptionsSection(next, visible);
  // The section headings by name, to move to the one asked for on arrival.
  const headings = useRef<Partial<Record<OptionsSection, HTMLHeadingElement | null>>>({});
  const headingRef = (section: OptionsSection) => (element: HTMLHeadingElement | null) => {
    headings.current[section] = element;
  };
  // The page moves the focus once, to the section the visitor arrived for (a link to it), as soon
  // as it shows. A choice made here never moves the focus (WAI-ARIA radio group: arrows choose and
  // the focus stays on the choice); the visitor moves on with Tab or the continue button.
  const movedToArrival = useRef(false);
  const arrivalVisible = arrivalSection !== null && visible[arrivalSection];
  useEffect(() => {
    if (!arrivalSection || !arrivalVisible || movedToArrival.current) return;
    movedToArrival.current = true;
    const heading = headings.current[arrivalSection];
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: 'start' });
  }, [arrivalSection, arrivalVisible]);

  const currency = location?.currency.code;
  const customerType = useBookingState((state) => state.customerData.customerType);
  const plans = billingPeriods.data?.data ?? [];

  // A plan chosen while earlier choices wait for what the new plan offers: shown as chosen at once.
  const [pendingPlanId, setPendingPlanId] = useState<number | null>(null);
  const planChange = useRef(0);
  // What the last change took out of the booking, said politely under the plans.
  const [removalNote, setRemovalNote] = useState<{ section: OptionsSection; lines: string[] }>({
    section: 'billingPeriod',
    lines: [],
  });
  const noteFor = (section: OptionsSection) => (removalNote.section === section ? removalNote.lines : []);
  const describeRemovals = (removals: BookingPlanChangeRemovals, planName: string): string[] => {
    const lines: string[] = [];
    const insuranceName = insurances.data?.data.find((item) => item.id === removals.insurance?.id)?.name;
    if (removals.insurance) {
      lines.push(t('web.flow.options.planChange.removed', { name: insuranceName ?? '', plan: planName }));
    }
    for (const product of removals.products) {
      const name = products.data?.data.find(
        (item) => item.id === product.id && item.frequency === product.frequency,
      )?.name;
      lines.push(t('web.flow.options.planChange.removed', { name: name ?? '', plan: planName }));
    }
    if (removals.discountCode) {
      lines.push(t('web.flow.options.discountRemoved', { code: removals.discountCode }));
    }
    return lines;
  };

  /**
   * Chooses another plan, keeping the insurance and products the new plan still offers (their
   * lists for the new plan are loaded first) and saying what it removed.
   */
  const changePlan = async (plan: SelectedBookingPlan, planName: string) => {
    const state = store.getState();
    const change = ++planChange.current;
    const carries = !!state.insurance || state.selectedProducts.length > 0 || !!state.discountCode;
    if (!carries || unitTypeId === null) {
      setPendingPlanId(null);
      setRemovalNote({ section: 'billingPeriod', lines: [] });
      actions.selectBookingPlan(plan);
      return;
    }
    setPendingPlanId(plan.id);
    let offer: Parameters<typeof actions.changeBookingPlan>[1];
    try {
      const [offeredInsurances, offeredProducts] = await Promise.all([
        plan.hasInsurances && state.insurance
          ? queryClient.fetchQuery(
              unitTypeQueries.insurances(client, unitTypeId, {
                billingPeriodId: plan.id,
                page: 1,
                pageSize: FLOW_INSURANCES_PAGE_SIZE,
              }),
            )
          : null,
        state.selectedProducts.length > 0
          ? queryClient.fetchQuery(
              unitTypeQueries.optionalProducts(client, unitTypeId, {
                billingPeriodId: plan.id,
                ...OPTIONS_LISTS_PAGE,
              }),
            )
          : null,
      ]);
      offer = { insurances: offeredInsurances?.data ?? [], products: offeredProducts?.data ?? [] };
    } catch {
      // Not known what the plan offers: nothing is kept (the clearing rule).
      offer = { insurances: [], products: [] };
    }
    if (change !== planChange.current) return;
    setPendingPlanId(null);
    setRemovalNote({
      section: 'billingPeriod',
      lines: describeRemovals(actions.changeBookingPlan(plan, offer), planName),
    });
  };

  return (
    <div className="web-BookingPage">
      <OptionsPageHeader unitTypeId={unitTypeId} />
      <LazyResumeCheckoutNotice />

      <OptionsSectionFrame
        heading={t('web.flow.options.moveInDate.heading')}
        headingRef={headingRef('moveInDate')}
      >
        {dates ? (
          <MoveInDatePicker
            value={moveInDate}
            minDate={dates.minDate}
            maxDate={dates.maxDate}
            isUnavailable={unitAvailable === false}
            onChange={(date) => actions.setMoveInDate(date)}
          />
        ) : (
          <Loading message={t('web.flow.loading')} />
        )}
        {moveInDate !== null && unitAvailable === 'unknown' && availability.isFetching ? (
          <Loading message={t('web.flow.options.checkingAvailability')} />
        ) : null}
      </OptionsSectionFrame>

      {visible.billingPeriod && currency ? (
        <OptionsSectionFrame
          heading={t('web.flow.options.billingPeriod.heading')}
          headingRef={headingRef('billingPeriod')}
        >
          {billingPeriods.isError ? (
            <LoadFailure
              message={t('web.flow.options.loadError')}
              onRetry={() => void billingPeriods.refetch()}
            />
          ) : billingPeriods.data ? (
            <BillingPlanSelector
              billingPeriods={plans}
              value={pendingPlanId ?? bookingPlan?.id ?? null}
              currency={currency}
              customerType={customerType}
              onChange={(billingPeriodId) => {
                const plan = plans.find((item) => item.id === billingPeriodId);
                if (!plan || plan.id === (pendingPlanId ?? bookingPlan?.id)) return;
                void changePlan(
                  {
                    id: plan.id,
                    hasInsurances: plan.hasInsurances,
                    period: plan.period,
                    amount: plan.amount,
                  },
                  plan.name,
                );
                if (unitType.data) {
                  void tracker.addToCart(
                    buildBookingEcommerce({ currency, unitType: unitType.data, bookingPlan: plan }),
                  );
                }
              }}
            />
          ) : (
            <Loading message={t('web.flow.loading')} />
          )}
          <RemovalNote lines={noteFor('billingPeriod')} />
        </OptionsSectionFrame>
      ) : null}

      {visible.insurance && currency ? (
        <OptionsSectionFrame
          heading={t('web.flow.options.insurance.heading')}
          headingRef={headingRef('insurance')}
        >
          {insurances.isError ? (
            <LoadFailure
              message={t('web.flow.options.loadError')}
              onRetry={() => void insurances.refetch()}
            />
          ) : insurances.data ? (
            <InsuranceSelector
              insurances={insurances.data.data}
              value={insurance?.id ?? null}
              currency={currency}
              customerType={customerType}
              onChange={(choice) => {
                const discountCode = store.getState().discountCode;
                actions.selectInsurance(choice);
                setRemovalNote({
                  section: 'insurance',
                  lines:
                    discountCode && !store.getState().discountCode
                      ? [t('web.flow.options.discountRemoved', { code: discountCode })]
                      : [],
                });
              }}
            />
          ) : (
            <Loading message={t('web.flow.loading')} />
          )}
          <RemovalNote lines={noteFor('insurance')} />
        </OptionsSectionFrame>
      ) : null}

      {visible.products && currency && products.data ? (
        <OptionsSectionFrame
          heading={t('web.flow.options.products.heading')}
          headingRef={headingRef('products')}
        >
          <ProductSelector
            products={products.data.data}
            selected={selectedProducts}
            currency={currency}
            customerType={customerType}
            period={bookingPlan?.period}
            onToggle={(product) => actions.toggleProduct({ id: product.id, frequency: product.frequency })}
            onQuantityChange={(id, frequency, quantity) =>
              actions.setProductQuantity({ id, frequency }, quantity)
            }
          />
        </OptionsSectionFrame>
      ) : null}

      {progress.billingPlan ? <RunningTotal /> : null}
      {progress.options ? (
        <div className="web-PageActions">
          <Link href={navigation.href({ step: 'basket' })} className="web-Button" data-variant="primary">
            {t('web.flow.options.continue')}
          </Link>
        </div>
      ) : null}

      <BookingAside />
    </div>
  );
}

/**
 * What a choice took out of the booking, one sentence each, in a polite live region that is always
 * there (so its new text is announced) and shows only with text.
 */
function RemovalNote(props: { lines: readonly string[] }): ReactNode {
  return (
    <div className="web-RemovalNote" role="status">
      {props.lines.length > 0 ? (
        <div className="web-Notice">
          {props.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** One section of the options page: a focusable heading over its selector. */
function OptionsSectionFrame(props: {
  heading: string;
  headingRef: (element: HTMLHeadingElement | null) => void;
  children: ReactNode;
}): ReactNode {
  const headingId = useId();
  return (
    <section className="web-OptionsSection" aria-labelledby={headingId}>
      <h2 id={headingId} ref={props.headingRef} tabIndex={-1}>
        {props.heading}
      </h2>
      {props.children}
    </section>
  );
}

/**
 * The `section` query of the options page: kept at the next open section (`next`) as the visitor
 * completes sections, with the history entry replaced. A section asked for on arrival is kept while
 * it is shown. Answers the section the visitor arrived with (the page moves to it once), or null:
 * what the page writes into the query itself never moves the focus.
 */
function useOptionsSection(
  next: OptionsSection | null,
  visible: Record<OptionsSection, boolean>,
): OptionsSection | null {
  const [searchParams, setSearchParams] = useSearchParams();
  const section = parseSection(searchParams.get('section'));
  const [arrivalSection] = useState(section);
  const seenNext = useRef<OptionsSection | null | undefined>(undefined);
  const keepRequested = section !== null && visible[section];

  useEffect(() => {
    if (seenNext.current === next) return;
    const arriving = seenNext.current === undefined;
    seenNext.current = next;
    if ((arriving && keepRequested) || section === next) return;
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === null) params.delete('section');
        else params.set('section', next);
        return params;
      },
      { replace: true },
    );
  }, [next, section, keepRequested, setSearchParams]);

  return arrivalSection;
}

import type { Schema } from '@stowly/api-client';
import { nextOptionsSection, toSelectedUnitType } from '@stowly/booking';
import {
  useBookingActions,
  useBookingLocation,
  useBookingState,
  useBookingStore,
  useMoveInDateWindow,
  useTranslation,
  useUnitTypeCategories,
  useUnitTypes,
} from '@stowly/booking/react';
import { UnitTypeList, unitTypeCardData } from '@stowly/ui';
import { lazy, type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { usePageTitle } from '../../app/usePageTitle';
import { useFlowNavigation } from '../../flow/useFlowNavigation';
import { LoadFailure, Loading } from '../../routes/LoadingStatus';
import { useSearchParams } from '../../routes/useSearchParams';
import { parseRouteId } from './parseRouteId';
import { UNIT_TYPES_PAGE } from './unitSelectionQueries';
import './bookingPages.css';
import { LazyResumeCheckoutNotice } from './LazyResumeCheckoutNotice';

/**
 * The interest registration form loads when a visitor opens it (a sold-out type): its date picker
 * and phone field stay off the unit list's first load.
 */
const InterestRegistrationForm = lazy(() =>
  import('./InterestRegistrationForm').then((module) => ({ default: module.InterestRegistrationForm })),
);

/**
 * The unit type selection (`/{locationId}`, optional `?unitTypeCategoryId=`): the location's unit
 * types with a category filter kept in the URL. Choosing a type selects it in the flow and opens
 * the options; a sold-out type offers interest registration instead.
 */
export default function UnitSelectionPage(): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t('web.flow.unitSelection.title'));
  const navigation = useFlowNavigation();
  const location = useBookingLocation();
  const actions = useBookingActions();
  const store = useBookingStore();
  const dates = useMoveInDateWindow();
  const [searchParams, setSearchParams] = useSearchParams();

  const categories = useUnitTypeCategories();
  const unitTypes = useUnitTypes(UNIT_TYPES_PAGE);

  // The category filter lives in the URL; the flow follows it. An id the location does not have
  // counts as no filter.
  const requestedCategory = parseRouteId(searchParams.get('unitTypeCategoryId'));
  const categoryId =
    requestedCategory !== null &&
    categories.data?.some((category) => category.id === requestedCategory) !== false
      ? requestedCategory
      : null;
  const flowCategoryId = useBookingState((state) => state.unitTypeCategory?.id ?? null);
  const customerType = useBookingState((state) => state.customerData.customerType);
  useEffect(() => {
    if (categoryId !== flowCategoryId) {
      actions.selectUnitTypeCategory(categoryId === null ? null : { id: categoryId });
    }
  }, [categoryId, flowCategoryId, actions]);

  const changeCategory = (id: string | null) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (id === null) next.delete('unitTypeCategoryId');
      else next.set('unitTypeCategoryId', id);
      return next;
    });

  const list = unitTypes.data?.data ?? [];
  const select = (id: string) => {
    const unitType = list.find((item) => String(item.id) === id);
    if (!unitType?.available) return;
    actions.selectUnitType(toSelectedUnitType(unitType));
    const section = nextOptionsSection(store.getState(), dates ? { moveInDateWindow: dates } : {});
    navigation.goTo({ step: 'options', unitTypeId: unitType.id, ...(section && { section }) });
  };

  let content: ReactNode;
  if (unitTypes.isError || categories.isError) {
    content = (
      <LoadFailure
        message={t('web.flow.unitSelection.loadError')}
        onRetry={() => {
          void unitTypes.refetch();
          void categories.refetch();
        }}
      />
    );
  } else if (!location || !unitTypes.data || !categories.data) {
    content = <Loading message={t('web.flow.unitSelection.loading')} />;
  } else {
    content = (
      <>
        {/* The cards' names are h3: this keeps the outline whole without repeating the page title. */}
        <h2 className="web-VisuallyHidden">{t('ui.unitTypeList.label')}</h2>
        <UnitTypeList
          unitTypes={list.map(unitTypeCardData)}
          categories={categories.data.map((category) => ({ id: String(category.id), name: category.name }))}
          selectedCategory={categoryId === null ? null : String(categoryId)}
          onCategoryChange={changeCategory}
          currency={location.currency.code}
          customerType={customerType}
          onSelect={select}
          renderCardFooter={(card) => {
            const unitType = list.find((item) => String(item.id) === card.id);
            return unitType && !unitType.available ? (
              <InterestRegistration unitType={unitType} location={location} />
            ) : null;
          }}
        />
      </>
    );
  }

  return (
    <div className="web-BookingPage">
      <header className="web-PageHeader">
        <h1>{t('web.flow.unitSelection.title')}</h1>
        {location ? <p className="web-PageLead">{location.name}</p> : null}
      </header>
      <LazyResumeCheckoutNotice />
      {content}
    </div>
  );
}

/**
 * The way on from a sold-out unit type, on its card: a short note and a disclosure button that
 * opens the interest registration form for it under the button.
 */
function InterestRegistration(props: {
  unitType: Schema<'UnitType'>;
  location: Schema<'Location'>;
}): ReactNode {
  const { t } = useTranslation();
  const formId = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <p className="web-InterestIntro">{t('web.flow.interest.intro')}</p>
      <button
        type="button"
        className="web-Button"
        data-variant="secondary"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        onClick={() => setOpen(!open)}
      >
        {t('web.flow.interest.open', { name: props.unitType.name })}
      </button>
      {open ? (
        <div id={formId}>
          <Suspense fallback={<Loading message={t('web.flow.loading')} />}>
            <InterestRegistrationForm unitType={props.unitType} location={props.location} headingLevel={4} />
          </Suspense>
        </div>
      ) : null}
    </>
  );
}

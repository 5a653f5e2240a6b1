import { pricesIncludeTax, shownAmount, type TaxedPrice } from '@stowly/booking';
import {
  useBillingPeriods,
  useBookingLocation,
  useBookingState,
  useMoveInDateWindow,
  useOptionalProducts,
  useTranslation,
  useUnitType,
} from '@stowly/booking/react';
import { Link } from '@stowly/ui';
import { type ReactNode, useId } from 'react';
import { usePageTitle } from '../../app/usePageTitle';
import { useFlowNavigation } from '../../flow/useFlowNavigation';
import { OPTIONS_LISTS_PAGE } from './optionsQueries';
import './bookingPages.css';

/**
 * A unit type's options for a reader without JavaScript (the server renders it inside
 * `WithoutScript`, see `OptionsPage` and `UnitTypePage`): what choosing them needs the app for is
 * said, and what can be read is shown: the days a move-in may be, the billing plans with their
 * rent and the optional products with their prices, from the queries the server loads for the
 * options page (`prefetchOptions`). Insurances depend on the plan chosen, so they are left out.
 */
export function OptionsPreview(props: { unitTypeId: number }): ReactNode {
  const { unitTypeId } = props;
  const { t, formatMoney, formatDay } = useTranslation();
  const location = useBookingLocation();
  const dates = useMoveInDateWindow();
  const plans = useBillingPeriods({ ...OPTIONS_LISTS_PAGE, unitTypeId }).data?.data ?? [];
  const products = useOptionalProducts({ ...OPTIONS_LISTS_PAGE, unitTypeId }).data?.data ?? [];
  const currency = location?.currency.code;
  // Before the customer type is chosen (always so on the server) prices are shown with tax.
  const customerType = useBookingState((state) => state.customerData.customerType);
  const price = (taxed: TaxedPrice, period: string) => {
    if (!currency) return '';
    const text = t('ui.options.price.perPeriod', {
      price: formatMoney(shownAmount(taxed, customerType), currency),
      period,
    });
    return pricesIncludeTax(customerType) ? text : t('ui.price.exclTax', { price: text });
  };

  return (
    <div className="web-BookingPage">
      <OptionsPageHeader unitTypeId={unitTypeId} />
      <p className="web-PageLead">{t('web.flow.options.preview.needsScript')}</p>
      {dates ? (
        <PreviewSection heading={t('web.flow.options.moveInDate.heading')}>
          <p>
            {t('web.flow.options.preview.moveInWindow', {
              first: formatDay(dates.minDate, { dateStyle: 'long' }),
              last: formatDay(dates.maxDate, { dateStyle: 'long' }),
            })}
          </p>
        </PreviewSection>
      ) : null}
      {currency ? (
        <PreviewList
          heading={t('web.flow.options.billingPeriod.heading')}
          items={plans.map((plan) => ({
            key: `${plan.id}`,
            name: plan.name,
            price: price(plan, plan.period),
          }))}
        />
      ) : null}
      {currency ? (
        <PreviewList
          heading={t('web.flow.options.products.heading')}
          items={products.map((product) => ({
            key: `${product.frequency}-${product.id}`,
            name: product.name,
            price: price(product, product.frequency === 'one_time' ? 'one_time' : 'monthly'),
          }))}
        />
      ) : null}
    </div>
  );
}

/** A section listing things with their prices (plans, products); nothing when there are none. */
function PreviewList(props: {
  heading: string;
  items: { key: string; name: string; price: string }[];
}): ReactNode {
  if (props.items.length === 0) return null;
  return (
    <PreviewSection heading={props.heading}>
      <ul className="web-PreviewList">
        {props.items.map((item) => (
          <li key={item.key}>
            <span>{item.name}</span> <span>{item.price}</span>
          </li>
        ))}
      </ul>
    </PreviewSection>
  );
}

/** One section of the preview: a heading over what it shows. */
function PreviewSection(props: { heading: string; children: ReactNode }): ReactNode {
  const headingId = useId();
  return (
    <section className="web-OptionsSection" aria-labelledby={headingId}>
      <h2 id={headingId}>{props.heading}</h2>
      {props.children}
    </section>
  );
}

/**
 * The options page's header, with and without JavaScript: "Options for {unit type}" (also the
 * page's title) and the way back to the unit list.
 */
export function OptionsPageHeader(props: { unitTypeId: number | null }): ReactNode {
  const { t } = useTranslation();
  const navigation = useFlowNavigation();
  const unitType = useUnitType(props.unitTypeId);
  const title = unitType.data
    ? t('web.flow.options.title', { name: unitType.data.name })
    : t('booking.step.options');
  usePageTitle(title);
  return (
    <header className="web-PageHeader">
      <h1>{title}</h1>
      <Link href={navigation.href({ step: 'unit-selection' })}>{t('web.flow.options.changeUnitType')}</Link>
    </header>
  );
}

import { type CustomerType, createFormatters } from '@stowly/booking';
import { BOOKING_PLANS_PAGE_SIZE, useTranslation } from '@stowly/booking/react';
import type { ReactNode } from 'react';
import { Button } from '../internal/Button';
import { RadioCard, RadioCardGroup } from '../internal/RadioCardGroup';
import { partClassName, useStowlyTheme } from '../theme/StowlyThemeProvider';
import { formatPrice } from './internal/formatPrice';
import { useShowMore } from './internal/useShowMore';
import type { OptionsPart } from './parts';

/** A billing period (booking plan) to choose, in the shape of the booking API's `BillingPeriod`. */
export interface BillingPlanOption {
  /** The billing period's id (an integer, as the API has it), handed to `onChange`. */
  id: number;
  /** The plan's name, such as "Monthly, no minimum term". Shown as text. */
  name: string;
  /** How often rent is billed. */
  period: 'weekly' | 'monthly';
  /** Rent per period before discounts, without tax, in the currency's major unit. */
  amount: number;
  /** Rent per period before discounts, with tax (what private customers are shown). */
  amountInclTax: number;
  /** Whether insurances are offered with this plan; not shown, kept for the host's flow. */
  hasInsurances?: boolean;
}

/** Props of {@link BillingPlanSelector}. */
export interface BillingPlanSelectorProps {
  /** The plans to choose from, in the API's order (for example from `useBillingPeriods`). */
  billingPeriods: readonly BillingPlanOption[];
  /** The chosen plan's id, or null when none is chosen yet. */
  value: number | null;
  /** Called with the id of the plan the person chooses. */
  onChange: (billingPeriodId: number) => void;
  /** The ISO 4217 currency of the amounts, such as `'SEK'`. */
  currency: string;
  /**
   * Who the prices are shown to: private customers see them with tax, business customers without,
   * labelled so (see `shownAmount` of @stowly/booking).
   * @default 'private'
   */
  customerType?: CustomerType;
  /**
   * The BCP 47 locale for amounts, such as `'sv-SE'`.
   * @default the locale of the nearest `I18nProvider`
   */
  locale?: string;
  /**
   * How many plans show before "Show more", and how many more each press reveals.
   * @default BOOKING_PLANS_PAGE_SIZE (4)
   */
  pageSize?: number;
  /**
   * Whether the choice is locked, for example while the plans are re-checked.
   * @default false
   */
  isDisabled?: boolean;
}

/**
 * The billing period step of the booking options: a radio group of plans, each with its name and
 * rent per week or month, money formatted by locale and currency. Shows `pageSize` plans and a
 * "Show more billing periods" button for the next page; the chosen plan is always shown. Arrow keys
 * move between plans and choose them.
 *
 * Parts: `stowly-BillingPlanSelector`, `stowly-BillingPlanSelectorGroup` (react-aria RadioGroup
 * states), `stowly-BillingPlanSelectorLabel`, `stowly-BillingPlanSelectorOption` (with
 * `data-selected`), `stowly-BillingPlanSelectorRadio` (`data-selected`, `data-focus-visible`...),
 * `stowly-BillingPlanSelectorPrice`, `stowly-BillingPlanSelectorShowMore`.
 */
export function BillingPlanSelector(props: BillingPlanSelectorProps): ReactNode {
  const { billingPeriods, value, onChange, pageSize = BOOKING_PLANS_PAGE_SIZE } = props;
  const i18n = useTranslation();
  const { t } = i18n;
  const { elements } = useStowlyTheme();
  const part = (name: OptionsPart) => partClassName(name, elements);
  const { formatMoney } = props.locale ? createFormatters(props.locale) : i18n;
  const money = { t, formatMoney };
  const chosenIndex = billingPeriods.findIndex((plan) => plan.id === value);
  const { visibleItems, hasMore, showMore, focusRef } = useShowMore(
    billingPeriods,
    pageSize,
    chosenIndex + 1,
  );

  const card = {
    card: part('BillingPlanSelectorOption'),
    radio: part('BillingPlanSelectorRadio'),
    description: part('BillingPlanSelectorPrice'),
  };

  return (
    <RadioCardGroup
      classNames={{
        root: part('BillingPlanSelector'),
        group: part('BillingPlanSelectorGroup'),
        label: part('BillingPlanSelectorLabel'),
      }}
      label={t('booking.section.billingPeriod')}
      value={value === null ? null : String(value)}
      onChange={(key) => {
        const plan = billingPeriods.find((option) => String(option.id) === key);
        if (plan) onChange(plan.id);
      }}
      isDisabled={props.isDisabled}
      footer={
        hasMore ? (
          <Button variant="secondary" className={part('BillingPlanSelectorShowMore')} onPress={showMore}>
            {t('ui.options.billingPlanSelector.showMore')}
          </Button>
        ) : null
      }
    >
      {visibleItems.map((plan, index) => (
        <RadioCard
          key={plan.id}
          cardRef={focusRef(index)}
          value={String(plan.id)}
          classNames={card}
          name={plan.name}
          description={formatPrice(money, plan, props.currency, plan.period, props.customerType)}
        />
      ))}
    </RadioCardGroup>
  );
}

import { type CustomerType, createFormatters } from '@stowly/booking';
import { OPTIONS_INSURANCES_PAGE_SIZE, useTranslation } from '@stowly/booking/react';
import type { ReactNode } from 'react';
import { Button } from '../internal/Button';
import { RadioCard, RadioCardGroup } from '../internal/RadioCardGroup';
import { partClassName, useStowlyTheme } from '../theme/StowlyThemeProvider';
import { formatPrice } from './internal/formatPrice';
import { useShowMore } from './internal/useShowMore';
import type { OptionsPart } from './parts';

/** An insurance to choose, in the shape of the booking API's `Insurance`. */
export interface InsuranceOption {
  /** The insurance's id (an integer, as the API has it). */
  id: number;
  /** The insurance's name. Shown as text. */
  name: string;
  /** What the insurance covers, from the tenant; shown as text when not empty. */
  description?: string;
  /** The insured value, in the currency's major unit. */
  coverageAmount: number;
  /** How the insurance is billed: its own billing period id, period and premium per period. */
  billingPeriod: {
    /** The id to send as `insuranceBillingPeriodId` (an integer). */
    id: number;
    /** How often the premium is charged. */
    period: 'weekly' | 'monthly';
    /** The premium per period without tax, in the currency's major unit. */
    amount: number;
    /** The premium per period with tax (what private customers are shown). */
    amountInclTax: number;
  };
}

/** The chosen insurance as `onChange` reports it; it fits the flow's `selectInsurance`. */
export interface InsuranceChoice {
  /** The insurance's id. */
  id: number;
  /** The id of the insurance's billing period. */
  billingPeriodId: number;
}

/** Props of {@link InsuranceSelector}. */
export interface InsuranceSelectorProps {
  /** The insurances offered with the chosen plan (for example from `useInsurances`). */
  insurances: readonly InsuranceOption[];
  /** The chosen insurance's id, or null when none is chosen yet. */
  value: number | null;
  /** Called with the insurance the person chooses and its billing period id. */
  onChange: (insurance: InsuranceChoice) => void;
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
   * How many insurances show before "Show more", and how many more each press reveals.
   * @default OPTIONS_INSURANCES_PAGE_SIZE (3)
   */
  pageSize?: number;
  /**
   * Whether the choice is locked.
   * @default false
   */
  isDisabled?: boolean;
}

/**
 * The insurance step of the booking options: a radio group of insurances, each with its name, the
 * insured value, the premium per week or month and the tenant's description. Shows `pageSize`
 * insurances and a "Show more insurance options" button for the next page; the chosen one is
 * always shown. Arrow keys move between insurances and choose them.
 *
 * Parts: `stowly-InsuranceSelector`, `stowly-InsuranceSelectorGroup` (react-aria RadioGroup
 * states), `stowly-InsuranceSelectorLabel`, `stowly-InsuranceSelectorOption` (with
 * `data-selected`), `stowly-InsuranceSelectorRadio` (`data-selected`, `data-focus-visible`...),
 * `stowly-InsuranceSelectorDetails`, `stowly-InsuranceSelectorShowMore`.
 */
export function InsuranceSelector(props: InsuranceSelectorProps): ReactNode {
  const { insurances, value, onChange, currency, pageSize = OPTIONS_INSURANCES_PAGE_SIZE } = props;
  const i18n = useTranslation();
  const { t } = i18n;
  const { elements } = useStowlyTheme();
  const part = (name: OptionsPart) => partClassName(name, elements);
  const { formatMoney } = props.locale ? createFormatters(props.locale) : i18n;
  const chosenIndex = insurances.findIndex((insurance) => insurance.id === value);
  const { visibleItems, hasMore, showMore, focusRef } = useShowMore(insurances, pageSize, chosenIndex + 1);

  const card = {
    card: part('InsuranceSelectorOption'),
    radio: part('InsuranceSelectorRadio'),
    description: part('InsuranceSelectorDetails'),
  };

  return (
    <RadioCardGroup
      classNames={{
        root: part('InsuranceSelector'),
        group: part('InsuranceSelectorGroup'),
        label: part('InsuranceSelectorLabel'),
      }}
      label={t('booking.section.insurance')}
      value={value === null ? null : String(value)}
      onChange={(key) => {
        const insurance = insurances.find((option) => String(option.id) === key);
        if (insurance) onChange({ id: insurance.id, billingPeriodId: insurance.billingPeriod.id });
      }}
      isDisabled={props.isDisabled}
      footer={
        hasMore ? (
          <Button variant="secondary" className={part('InsuranceSelectorShowMore')} onPress={showMore}>
            {t('ui.options.insuranceSelector.showMore')}
          </Button>
        ) : null
      }
    >
      {visibleItems.map((insurance, index) => (
        <RadioCard
          key={insurance.id}
          cardRef={focusRef(index)}
          value={String(insurance.id)}
          classNames={card}
          name={insurance.name}
          description={
            // Spaces between the lines keep them apart in the radio's accessible description.
            <>
              <span>
                {t('ui.options.insuranceSelector.coverage', {
                  amount: formatMoney(insurance.coverageAmount, currency),
                })}
              </span>{' '}
              <span>
                {formatPrice(
                  { t, formatMoney },
                  insurance.billingPeriod,
                  currency,
                  insurance.billingPeriod.period,
                  props.customerType,
                )}
              </span>
              {insurance.description ? (
                <>
                  {' '}
                  <span>{insurance.description}</span>
                </>
              ) : null}
            </>
          }
        />
      ))}
    </RadioCardGroup>
  );
}

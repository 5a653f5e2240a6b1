import { type CustomerType, createFormatters, pricesIncludeTax, shownAmount } from '@stowly/booking';
import { useTranslation } from '@stowly/booking/react';
import { type ReactNode, useId } from 'react';
import { Button } from '../internal/Button';
import { partClassName, useStowlyTheme } from '../theme/StowlyThemeProvider';

/** The size of a unit type: its floor area and, when known, its dimensions. */
export interface UnitTypeSize {
  /** The floor area in `unit`. */
  area: number;
  /**
   * Square metres with dimensions in metres, or square feet with dimensions in feet.
   * @default 'm2'
   */
  unit?: 'm2' | 'ft2';
  /** The width, in metres or feet. */
  width?: number;
  /** The depth, in metres or feet. */
  length?: number;
  /** The height, in metres or feet. */
  height?: number;
}

/** The lowest price of a unit type and the period it is charged for, as the API's `PriceFrom`. */
export interface UnitTypePriceFrom {
  /** The amount without tax, in the currency's major unit, such as `1234.5` for 1 234,50 kr. */
  amount: number;
  /** The amount with tax, in the currency's major unit (what private customers are shown). */
  amountInclTax: number;
  /** The period the amount is charged for. */
  period: 'month' | 'week';
}

/** The plain data a {@link UnitTypeCard} shows; the host loads it (for example with `useUnitTypes`). */
export interface UnitTypeCardData {
  /** The unit type's id, handed back to `onSelect`. */
  id: string;
  /** The unit type's name. */
  name: string;
  /** Its floor area and dimensions. */
  size: UnitTypeSize;
  /** The lowest price. */
  priceFrom: UnitTypePriceFrom;
  /** Whether a unit can be booked; false shows the sold-out state and disables the select button. */
  available: boolean;
  /** How many units are free; shown when given and the type is available. */
  availableUnits?: number;
  /** A picture of the unit type. */
  imageUrl?: string;
  /**
   * The picture's text alternative.
   * @default '' (the picture is decorative; the name is already shown)
   */
  imageAlt?: string;
  /** What the unit type is, from the tenant; shown as text when not empty. */
  description?: string;
  /** Short feature texts from the tenant, such as "Drive-up access"; shown as a list, as text. */
  features?: readonly string[];
}

/** Props of {@link UnitTypeCard}. */
export interface UnitTypeCardProps extends UnitTypeCardData {
  /** The ISO 4217 currency of the price, such as `'SEK'`. */
  currency: string;
  /**
   * Who the price is shown to: private customers see it with tax, business customers without,
   * labelled so (see `shownAmount` of @stowly/booking).
   * @default 'private'
   */
  customerType?: CustomerType;
  /**
   * The BCP 47 locale for numbers and prices, such as `'sv-SE'`.
   * @default the locale of the nearest `I18nProvider`
   */
  locale?: string;
  /**
   * The heading level of the name, to fit the host page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Called with the id when the person chooses this unit type. */
  onSelect: (id: string) => void;
  /**
   * Shown at the end of the card, under its button: for example the interest registration of a
   * sold-out unit type, so the way on stays with the card that is sold out.
   */
  footer?: ReactNode;
  /**
   * Whether the picture is among the first a visitor sees: it loads at once with high priority
   * (often the page's largest paint); otherwise it loads when scrolled near.
   * @default false
   */
  isImagePriority?: boolean;
}

/**
 * One unit type in a list of storage units: picture, name, size, description, features, lowest
 * price (with tax for private customers, without and labelled so for business ones) and
 * availability, with a select button. A sold-out type keeps its card but the button is disabled
 * and says so; the host's `footer` (its way on, such as interest registration) follows.
 * Shows only what it is given; it loads nothing.
 *
 * Parts: `stowly-UnitTypeCard` (with `data-sold-out` when sold out), `stowly-UnitTypeCardImage`,
 * `stowly-UnitTypeCardName`, `stowly-UnitTypeCardSize`, `stowly-UnitTypeCardDescription`,
 * `stowly-UnitTypeCardFeatures`, `stowly-UnitTypeCardPrice`, `stowly-UnitTypeCardAvailability`,
 * `stowly-UnitTypeCardSelect` (react-aria Button states), `stowly-UnitTypeCardFooter`.
 */
export function UnitTypeCard(props: UnitTypeCardProps): ReactNode {
  const { id, name, size, priceFrom, available, availableUnits, imageUrl, imageAlt = '', onSelect } = props;
  const features = (props.features ?? []).filter((feature) => feature.trim() !== '');
  const i18n = useTranslation();
  const { t } = i18n;
  const { elements } = useStowlyTheme();
  const { formatMoney, formatNumber } = props.locale ? createFormatters(props.locale) : i18n;
  const headingId = useId();
  const actionId = useId();
  const Heading = `h${props.headingLevel ?? 3}` as const;
  const unit = size.unit ?? 'm2';

  const price = formatMoney(shownAmount(priceFrom, props.customerType), props.currency);
  const priceText = t(
    priceFrom.period === 'week' ? 'ui.unitType.priceFromWeekly' : 'ui.unitType.priceFromMonthly',
    { price },
  );
  const area = formatNumber(size.area, { maximumFractionDigits: 2 });
  // Each length in metres or feet, such as `2,5 m`.
  const lengthFormat = {
    style: 'unit',
    unit: unit === 'ft2' ? 'foot' : 'meter',
    maximumFractionDigits: 2,
  } as const;
  const dimensions = [size.width, size.length, size.height]
    .filter((value): value is number => value !== undefined)
    .map((value) => formatNumber(value, lengthFormat));

  return (
    <article
      className={partClassName('UnitTypeCard', elements)}
      aria-labelledby={headingId}
      data-sold-out={available ? undefined : true}
    >
      {imageUrl ? (
        <img
          className={partClassName('UnitTypeCardImage', elements)}
          src={imageUrl}
          alt={imageAlt}
          decoding="async"
          {...(props.isImagePriority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
        />
      ) : null}
      <Heading id={headingId} className={partClassName('UnitTypeCardName', elements)}>
        {name}
      </Heading>
      <p className={partClassName('UnitTypeCardSize', elements)}>
        {/* Unit symbols (SI and imperial) are the same in every supported language. */}
        <span>{`${area} ${unit === 'ft2' ? 'ft²' : 'm²'}`}</span>
        {dimensions.length > 1 ? <span>{` · ${dimensions.join(' × ')}`}</span> : null}
      </p>
      {props.description?.trim() ? (
        <p className={partClassName('UnitTypeCardDescription', elements)}>{props.description}</p>
      ) : null}
      {features.length > 0 ? (
        <ul
          className={partClassName('UnitTypeCardFeatures', elements)}
          aria-label={t('ui.unitType.features')}
        >
          {features.map((feature, index) => (
            // Tenant texts may repeat; their order is the API's.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced as a whole.
            <li key={index}>{feature}</li>
          ))}
        </ul>
      ) : null}
      <p className={partClassName('UnitTypeCardPrice', elements)}>
        {pricesIncludeTax(props.customerType) ? priceText : t('ui.price.exclTax', { price: priceText })}
      </p>
      {available && availableUnits !== undefined ? (
        <p className={partClassName('UnitTypeCardAvailability', elements)}>
          {t('ui.unitType.unitsAvailable', { count: availableUnits })}
        </p>
      ) : null}
      <Button
        className={partClassName('UnitTypeCardSelect', elements)}
        isDisabled={!available}
        aria-labelledby={`${actionId} ${headingId}`}
        onPress={() => onSelect(id)}
      >
        <span id={actionId}>{available ? t('ui.unitType.select') : t('ui.unitType.soldOut')}</span>
      </Button>
      {props.footer ? (
        <div className={partClassName('UnitTypeCardFooter', elements)}>{props.footer}</div>
      ) : null}
    </article>
  );
}

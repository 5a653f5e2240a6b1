import { type CustomerType, createFormatters } from '@stowly/booking';
import { OPTIONAL_PRODUCTS_PAGE_SIZE, useTranslation } from '@stowly/booking/react';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { CheckboxButton, CheckboxField, I18nProvider, Text } from 'react-aria-components';
import { Button } from '../internal/Button';
import { lazyPart, useIdleLoad } from '../internal/lazyPart';
import { partClassName, type StowlyElements, useStowlyTheme } from '../theme/StowlyThemeProvider';
import { formatPrice } from './internal/formatPrice';
import type { ProductQuantityFieldProps } from './internal/ProductQuantityField';
import { useShowMore } from './internal/useShowMore';

/** How often an optional product is charged: once, or every billing period. */
export type ProductFrequency = 'one_time' | 'recurring';

/** An optional product, in the shape of the booking API's `OptionalProduct`. */
export interface ProductOption {
  /** The product's id (an integer): `productId` for one-time, `recurringProductId` for recurring. */
  id: number;
  /** The product's name. Shown as text. */
  name: string;
  /** A short text about the product, from the tenant; shown as text when not empty. */
  description?: string;
  /** Charged once with the first payment, or every billing period. */
  frequency: ProductFrequency;
  /** The price of one item (per period for recurring products) without tax, in the currency's major unit. */
  amount: number;
  /** The price of one item with tax (what private customers are shown). */
  amountInclTax: number;
  /**
   * The most items of this product one booking may hold.
   * @default MAX_PRODUCT_QUANTITY (99)
   */
  maxQuantity?: number;
  /** A picture of the product; decorative, as the name is shown. */
  imageUrl?: string | null;
}

/** A product in the booking, as the flow keeps it (`selectedProducts`). */
export interface ProductSelection {
  /** The product's id. */
  id: number;
  /** Its frequency; a one-time and a recurring product may share an id. */
  frequency: ProductFrequency;
  /** How many items. */
  quantity: number;
}

/** Props of {@link ProductSelector}. */
export interface ProductSelectorProps {
  /** The optional products of the chosen plan, both frequencies (for example from `useOptionalProducts`). */
  products: readonly ProductOption[];
  /** The products in the booking with their quantities. */
  selected: readonly ProductSelection[];
  /** Called with the product when its checkbox is checked or unchecked (the flow's `toggleProduct`). */
  onToggle: (product: ProductOption) => void;
  /** Called with a product's new quantity, at least 1 (the flow's `setProductQuantity`). */
  onQuantityChange: (id: number, frequency: ProductFrequency, quantity: number) => void;
  /** The ISO 4217 currency of the prices, such as `'SEK'`. */
  currency: string;
  /**
   * Who the prices are shown to: private customers see them with tax, business customers without,
   * labelled so (see `shownAmount` of @stowly/booking).
   * @default 'private'
   */
  customerType?: CustomerType;
  /**
   * The billing period of the chosen plan, which recurring products are charged by.
   * @default 'monthly'
   */
  period?: 'weekly' | 'monthly';
  /**
   * The BCP 47 locale for prices and quantities, such as `'sv-SE'`.
   * @default the locale of the nearest `I18nProvider`
   */
  locale?: string;
  /**
   * How many products of each frequency show before "Show more", and how many more each press reveals.
   * @default OPTIONAL_PRODUCTS_PAGE_SIZE (3)
   */
  pageSize?: number;
}

/** The quantity field (react-aria's NumberField): a chunk of its own, shown once a product is added. */
const quantityField = /* @__PURE__ */ lazyPart(() => import('./internal/ProductQuantityField'));

const LazyQuantityField = /* @__PURE__ */ lazy(() =>
  quantityField.load().then(
    (module) => ({ default: module.ProductQuantityField }),
    () => ({ default: QuantityUnavailable }),
  ),
);

/** Stands in for the quantity field when its chunk cannot be loaded: the quantity, as text. */
function QuantityUnavailable(props: ProductQuantityFieldProps): ReactNode {
  const { t } = useTranslation();
  return (
    <p className={partClassName('ProductSelectorQuantity', props.elements)}>
      {t('ui.options.productSelector.quantity')} {props.quantity}
    </p>
  );
}

const isSame = (
  a: Pick<ProductSelection, 'id' | 'frequency'>,
  b: Pick<ProductSelection, 'id' | 'frequency'>,
) => a.id === b.id && a.frequency === b.frequency;

/**
 * The optional products of the booking options, in two groups: one-time and recurring. Each product
 * has a checkbox to add or remove it (name, price once or per week/month, description) and, once
 * added, a quantity field (at least 1, at most its maximum) with decrease and increase buttons.
 * The quantity field is a chunk of its own, fetched once the page is idle or when a product is
 * first added (until then the added product shows without it). Each group shows `pageSize` products and a "Show more" button for the next page; added products
 * always show. Renders nothing without products.
 *
 * Parts: `stowly-ProductSelector` (a fieldset), `stowly-ProductSelectorLabel` (its legend),
 * `stowly-ProductSelectorGroup` (a fieldset per frequency, with `data-frequency`),
 * `stowly-ProductSelectorGroupLabel`, `stowly-ProductSelectorItem` (with `data-selected`),
 * `stowly-ProductSelectorImage`, `stowly-ProductSelectorChoice`, `stowly-ProductSelectorCheckbox`
 * (react-aria checkbox states), `stowly-ProductSelectorDetails`, `stowly-ProductSelectorQuantity`
 * (react-aria NumberField states), `stowly-ProductSelectorShowMore`.
 */
export function ProductSelector(props: ProductSelectorProps): ReactNode {
  const { t, locale: i18nLocale } = useTranslation();
  const { elements } = useStowlyTheme();
  const locale = props.locale ?? i18nLocale;
  useIdleLoad(quantityField);
  const oneTime = props.products.filter((product) => product.frequency === 'one_time');
  const recurring = props.products.filter((product) => product.frequency === 'recurring');
  if (oneTime.length === 0 && recurring.length === 0) return null;

  const groupProps = { ...props, locale, elements };
  return (
    // The quantity fields' number format and button labels follow the locale.
    <I18nProvider locale={locale}>
      <fieldset className={partClassName('ProductSelector', elements)}>
        <legend className={partClassName('ProductSelectorLabel', elements)}>
          {t('booking.section.products')}
        </legend>
        {oneTime.length > 0 ? (
          <ProductGroup
            {...groupProps}
            products={oneTime}
            label={t('ui.options.productSelector.oneTime')}
            showMoreLabel={t('ui.options.productSelector.showMoreOneTime')}
          />
        ) : null}
        {recurring.length > 0 ? (
          <ProductGroup
            {...groupProps}
            products={recurring}
            label={t('ui.options.productSelector.recurring')}
            showMoreLabel={t('ui.options.productSelector.showMoreRecurring')}
          />
        ) : null}
      </fieldset>
    </I18nProvider>
  );
}

/** Props of one frequency's group. */
interface ProductGroupProps extends ProductSelectorProps {
  locale: string;
  elements: StowlyElements;
  label: string;
  showMoreLabel: string;
}

/** The products of one frequency, paged with "Show more". */
function ProductGroup(props: ProductGroupProps): ReactNode {
  const { products, selected, elements } = props;
  const { t } = useTranslation();
  const { formatMoney } = createFormatters(props.locale);
  const lastChosen = products.findLastIndex((product) =>
    selected.some((selection) => isSame(selection, product)),
  );
  const { visibleItems, hasMore, showMore, focusRef } = useShowMore(
    products,
    props.pageSize ?? OPTIONAL_PRODUCTS_PAGE_SIZE,
    lastChosen + 1,
  );

  return (
    <fieldset
      className={partClassName('ProductSelectorGroup', elements)}
      data-frequency={products[0]?.frequency}
    >
      <legend className={partClassName('ProductSelectorGroupLabel', elements)}>{props.label}</legend>
      {visibleItems.map((product, index) => (
        <ProductItem
          key={product.id}
          product={product}
          selection={selected.find((selection) => isSame(selection, product))}
          price={formatPrice(
            { t, formatMoney },
            product,
            props.currency,
            product.frequency === 'one_time' ? 'one_time' : (props.period ?? 'monthly'),
            props.customerType,
          )}
          itemRef={focusRef(index)}
          onToggle={props.onToggle}
          onQuantityChange={props.onQuantityChange}
          elements={elements}
        />
      ))}
      {hasMore ? (
        <Button
          variant="secondary"
          className={partClassName('ProductSelectorShowMore', elements)}
          onPress={showMore}
        >
          {props.showMoreLabel}
        </Button>
      ) : null}
    </fieldset>
  );
}

/** One product: checkbox with price and description, and its quantity once added. */
function ProductItem(props: {
  product: ProductOption;
  selection: ProductSelection | undefined;
  price: string;
  itemRef: ((element: HTMLElement | null) => void) | undefined;
  onToggle: ProductSelectorProps['onToggle'];
  onQuantityChange: ProductSelectorProps['onQuantityChange'];
  elements: StowlyElements;
}): ReactNode {
  const { product, selection, elements } = props;
  const nameId = useId();
  return (
    <div
      ref={props.itemRef}
      className={partClassName('ProductSelectorItem', elements)}
      data-selected={selection ? true : undefined}
    >
      {product.imageUrl ? (
        <img className={partClassName('ProductSelectorImage', elements)} src={product.imageUrl} alt="" />
      ) : null}
      <CheckboxField
        className={partClassName('ProductSelectorChoice', elements)}
        isSelected={!!selection}
        onChange={() => props.onToggle(product)}
      >
        <CheckboxButton className={partClassName('ProductSelectorCheckbox', elements)}>
          <span id={nameId}>{product.name}</span>
        </CheckboxButton>
        <Text slot="description" className={partClassName('ProductSelectorDetails', elements)}>
          <span>{props.price}</span>
          {product.description ? (
            <>
              {' '}
              <span>{product.description}</span>
            </>
          ) : null}
        </Text>
      </CheckboxField>
      {selection ? (
        <Suspense fallback={null}>
          <LazyQuantityField
            product={product}
            quantity={selection.quantity}
            nameId={nameId}
            onQuantityChange={props.onQuantityChange}
            elements={elements}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

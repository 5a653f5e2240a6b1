import type { CustomerType } from '@stowly/booking';
import { useTranslation } from '@stowly/booking/react';
import { type ReactNode, useId } from 'react';
import { partClassName, useStowlyTheme } from '../theme/StowlyThemeProvider';
import { UnitTypeCard, type UnitTypeCardData } from './UnitTypeCard';

/** A category a person can filter unit types by. */
export interface UnitTypeCategoryOption {
  /** The category's id, handed to `onCategoryChange`. */
  id: string;
  /** The category's name. */
  name: string;
}

/** Props of {@link UnitTypeList}. */
export interface UnitTypeListProps {
  /** The unit types to show, already filtered by the host for `selectedCategory`. */
  unitTypes: readonly UnitTypeCardData[];
  /** The categories of the filter; with none, no filter is shown. */
  categories?: readonly UnitTypeCategoryOption[];
  /**
   * The chosen category's id, or null for all categories.
   * @default null
   */
  selectedCategory?: string | null;
  /** Called with the chosen category's id, or null when "All" is chosen. */
  onCategoryChange?: (categoryId: string | null) => void;
  /** The ISO 4217 currency of the prices, such as `'SEK'`. */
  currency: string;
  /**
   * Who the prices are shown to: private customers see them with tax, business customers without,
   * labelled so.
   * @default 'private'
   */
  customerType?: CustomerType;
  /**
   * The BCP 47 locale for numbers and prices.
   * @default the locale of the nearest `I18nProvider`
   */
  locale?: string;
  /** Called with a unit type's id when the person chooses it. */
  onSelect: (unitTypeId: string) => void;
  /**
   * What a card shows under its button (its `footer`), such as the interest registration of a
   * sold-out unit type; null or undefined for none.
   */
  renderCardFooter?: (unitType: UnitTypeCardData) => ReactNode;
}

/** How many cards' pictures load at once with high priority: those of the first screen. */
const PRIORITY_IMAGES = 2;

/**
 * The storage units of a location: a category filter (a radio group, "All" first), then one
 * {@link UnitTypeCard} per unit type, or a message when none match. Filtering and loading are the
 * host's: the list reports the chosen category through `onCategoryChange` and shows the `unitTypes`
 * it is given.
 *
 * The filter is made of native radio buttons, styled as pills: the browser gives them the radio
 * group's keyboard (arrow keys move and choose, Tab leaves the group) with no script, which keeps
 * the unit selection page's first load small (react-aria's toggle button group brought
 * its focus management, about 5 kB gzip).
 *
 * Parts: `stowly-UnitTypeList`, `stowly-UnitTypeListFilter`, `stowly-UnitTypeListCategory` (a
 * label, with `data-selected` when chosen and `data-focus-visible` styling through
 * `:has(:focus-visible)`), `stowly-UnitTypeListItems`, `stowly-UnitTypeListEmpty`.
 */
export function UnitTypeList(props: UnitTypeListProps): ReactNode {
  const { unitTypes, categories = [], selectedCategory = null, onCategoryChange } = props;
  const { t } = useTranslation();
  const { elements } = useStowlyTheme();
  const name = useId();
  const options = [
    { id: null, name: t('ui.unitTypeList.allCategories') },
    ...categories.map((category) => ({ id: category.id, name: category.name })),
  ];

  return (
    <section className={partClassName('UnitTypeList', elements)} aria-label={t('ui.unitTypeList.label')}>
      {categories.length > 0 ? (
        <div
          role="radiogroup"
          className={partClassName('UnitTypeListFilter', elements)}
          aria-label={t('ui.unitTypeList.categories')}
        >
          {options.map((option) => {
            const isSelected = option.id === selectedCategory;
            return (
              <label
                key={option.id === null ? 'all' : `category:${option.id}`}
                className={partClassName('UnitTypeListCategory', elements)}
                data-selected={isSelected || undefined}
              >
                <input
                  type="radio"
                  name={name}
                  checked={isSelected}
                  onChange={() => onCategoryChange?.(option.id)}
                />
                {option.name}
              </label>
            );
          })}
        </div>
      ) : null}
      {unitTypes.length > 0 ? (
        <ul className={partClassName('UnitTypeListItems', elements)}>
          {unitTypes.map((unitType, index) => (
            <li key={unitType.id}>
              <UnitTypeCard
                {...unitType}
                currency={props.currency}
                customerType={props.customerType}
                locale={props.locale}
                onSelect={props.onSelect}
                footer={props.renderCardFooter?.(unitType)}
                isImagePriority={index < PRIORITY_IMAGES}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className={partClassName('UnitTypeListEmpty', elements)} role="status">
          {t('ui.unitTypeList.empty')}
        </p>
      )}
    </section>
  );
}

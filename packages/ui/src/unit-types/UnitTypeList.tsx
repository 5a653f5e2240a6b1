import { useTranslation } from '@stowly/booking/react';
import type { ReactNode } from 'react';
import { type Key, ToggleButton, ToggleButtonGroup } from 'react-aria-components';
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
   * The BCP 47 locale for numbers and prices.
   * @default the locale of the nearest `I18nProvider`
   */
  locale?: string;
  /** Called with a unit type's id when the person chooses it. */
  onSelect: (unitTypeId: string) => void;
}

/** The key of the "All" filter button; category ids are prefixed so none can collide with it. */
const ALL = 'all';
const categoryKey = (id: string) => `category:${id}`;

/** How many cards' pictures load at once with high priority: those of the first screen. */
const PRIORITY_IMAGES = 2;

/**
 * The storage units of a location: a category filter (single-choice toggle buttons, "All" first),
 * then one {@link UnitTypeCard} per unit type, or a message when none match. Filtering and loading
 * are the host's: the list reports the chosen category through `onCategoryChange` and shows the
 * `unitTypes` it is given.
 *
 * Parts: `stowly-UnitTypeList`, `stowly-UnitTypeListFilter`, `stowly-UnitTypeListCategory`
 * (react-aria `data-selected`), `stowly-UnitTypeListItems`, `stowly-UnitTypeListEmpty`.
 */
export function UnitTypeList(props: UnitTypeListProps): ReactNode {
  const { unitTypes, categories = [], selectedCategory = null, onCategoryChange } = props;
  const { t } = useTranslation();
  const { elements } = useStowlyTheme();

  const onSelectionChange = (keys: Set<Key>) => {
    const [key] = keys;
    if (key === undefined) return;
    const chosen = categories.find((category) => categoryKey(category.id) === key);
    onCategoryChange?.(chosen ? chosen.id : null);
  };

  return (
    <section className={partClassName('UnitTypeList', elements)} aria-label={t('ui.unitTypeList.label')}>
      {categories.length > 0 ? (
        <ToggleButtonGroup
          className={partClassName('UnitTypeListFilter', elements)}
          aria-label={t('ui.unitTypeList.categories')}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[selectedCategory === null ? ALL : categoryKey(selectedCategory)]}
          onSelectionChange={onSelectionChange}
        >
          <ToggleButton id={ALL} className={partClassName('UnitTypeListCategory', elements)}>
            {t('ui.unitTypeList.allCategories')}
          </ToggleButton>
          {categories.map((category) => (
            <ToggleButton
              key={category.id}
              id={categoryKey(category.id)}
              className={partClassName('UnitTypeListCategory', elements)}
            >
              {category.name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      ) : null}
      {unitTypes.length > 0 ? (
        <ul className={partClassName('UnitTypeListItems', elements)}>
          {unitTypes.map((unitType, index) => (
            <li key={unitType.id}>
              <UnitTypeCard
                {...unitType}
                currency={props.currency}
                locale={props.locale}
                onSelect={props.onSelect}
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

import type { ReactNode, RefObject } from 'react';
import type { useSelect } from 'react-aria';
import {
  Collection,
  CollectionBuilder,
  ListBox,
  ListBoxItem,
  type ListLayoutOptions,
  ListStateContext,
  Popover,
  Virtualizer,
} from 'react-aria-components';
import { type Node, type Collection as NodeCollection, type SelectState, useListState } from 'react-stately';
import { BufferedListLayout } from '../../internal/BufferedListLayout';
import { partClassName, useStowlyTheme } from '../../theme/StowlyThemeProvider';
import type { CustomerFormCountry } from '../CustomerForm';

/** Props of {@link CountryListPopover}: the list half of `useSelect`. */
export interface CountryListPopoverProps {
  /** The select's state (`useSelectState`): its collection, selection and open state. */
  state: SelectState<CustomerFormCountry>;
  /** `menuProps` of `useSelect`. */
  menuProps: ReturnType<typeof useSelect<CustomerFormCountry>>['menuProps'];
  /** The list element, which scrolls (and which the popover is told about). */
  listBoxRef: RefObject<HTMLDivElement | null>;
}

/**
 * A row's height before it is measured: the option's 0.5rem padding above and below a line of text
 * (CustomerForm.css). Rows are measured once rendered, so a tenant's font changes nothing.
 */
const LAYOUT_OPTIONS: ListLayoutOptions = { estimatedRowSize: 40 };

/**
 * The country list of `CountrySelect`, a chunk of its own: what react-aria-components' `Select`
 * renders in its `Popover` (placed and opened through the `PopoverContext` and
 * `OverlayTriggerStateContext` that `CountrySelect` provides, as `Select` does), a `ListBox` with a
 * `ListBoxItem` per country, here in a `Virtualizer`: only the options in view and 200 px around
 * them are rendered (spec section 9's virtual scroller, {@link BufferedListLayout}), out of about
 * 250 countries. Keyboard navigation, type-ahead, scrolling the focused option into view and
 * `aria-setsize` / `aria-posinset` on each option are the ListBox's own.
 */
export function CountryListPopover(props: CountryListPopoverProps): ReactNode {
  const { elements } = useStowlyTheme();
  const optionClassName = partClassName('CustomerFormCountryOption', elements);
  // The ListBox's collection (react-aria-components' own kind, which its Virtualizer renders), one
  // option per node of the select's collection: the same keys, names and type-ahead texts.
  const options = (
    <Collection items={props.state.collection}>
      {(country: Node<CustomerFormCountry>) => (
        <ListBoxItem id={country.key} textValue={country.textValue} className={optionClassName}>
          {country.rendered}
        </ListBoxItem>
      )}
    </Collection>
  );
  return (
    <Popover className={partClassName('CustomerFormCountryPopover', elements)}>
      <CollectionBuilder content={options}>
        {(collection) => <CountryListBox {...props} collection={collection} />}
      </CollectionBuilder>
    </Popover>
  );
}

/** The virtualized ListBox on a list state whose selection is the select's. */
function CountryListBox(
  props: CountryListPopoverProps & { collection: NodeCollection<Node<unknown>> },
): ReactNode {
  const { state, menuProps, listBoxRef, collection } = props;
  // A choice goes through the select's own state, as in react-aria-components' Select: the value,
  // closing the list and validation. Choosing the chosen country again closes it too.
  const listState = useListState({
    collection,
    selectionMode: 'single',
    disallowEmptySelection: true,
    allowDuplicateSelectionEvents: true,
    selectedKeys: state.selectionManager.selectedKeys,
    onSelectionChange: (keys) => {
      if (keys !== 'all') state.selectionManager.setSelectedKeys(keys);
    },
  });
  return (
    <Virtualizer layout={BufferedListLayout} layoutOptions={LAYOUT_OPTIONS}>
      <ListStateContext.Provider value={listState}>
        <ListBox {...menuProps} ref={listBoxRef} />
      </ListStateContext.Provider>
    </Virtualizer>
  );
}
